"use client";
// "Delete my account" (docs/product/profile.md#delete-my-account): the member types their username and password in a dialog;
// the server removes every row of theirs and ends every session; the browser lands on / with a notice.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { FormField, VERBATIM } from "@/components/auth/form-fields";
import { profileToasts, showError } from "@/components/profile/profile-toasts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/lazy-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteAccount } from "@/lib/client/use-profile";
import { useHasPassword } from "@/lib/client/use-sign-in-policy";
import { ACCOUNT_DELETED_NOTICE, ACCOUNT_MESSAGES, confirmsUsername } from "@/lib/schemas/account";
import { SettingsCard } from "@/components/shared/settings-card";

export function DeleteAccountCard({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const router = useRouter();
  const remove = useDeleteAccount(() => router.replace(`/?notice=${ACCOUNT_DELETED_NOTICE}`));
  // A member without a password confirms with the provider instead (docs/product/sso.md#without-a-password).
  const withPassword = useHasPassword();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmsUsername(typed, username)) return showError(ACCOUNT_MESSAGES.usernameMismatch);
    if (withPassword && !password) return showError(ACCOUNT_MESSAGES.passwordRequired);
    remove.mutate(withPassword ? { username: typed, password } : { username: typed }, { onError: profileToasts.deleteFailed });
  }

  return (
    <SettingsCard id="delete-account-title" title="Delete my account" gap={3} danger>
      <p className="text-muted-foreground text-sm">
        This removes your profile, goals, journal, points, badges and notifications for good, and signs you out everywhere. Download your
        data first if you want to keep it.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setPassword("");
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-full sm:w-fit">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This cannot be undone. Type your username <strong className="text-foreground">{username}</strong>
                {withPassword ? " and your password to confirm." : " to confirm, once you have confirmed it is you with your identity provider (in the card above)."}
              </DialogDescription>
            </DialogHeader>
            <FormField id="delete-username" label="Username" value={typed} onValueChange={setTyped} autoComplete="off" {...VERBATIM} />
            {withPassword && <FormField id="delete-password" label="Password" type="password" value={password} onValueChange={setPassword} autoComplete="current-password" />}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending && <Spinner />}
                {remove.isPending ? "Deleting..." : "Delete my account forever"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
