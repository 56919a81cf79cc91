"use client";
// "Delete my account" (docs/product/profile.md#delete-my-account): the member types their username and password in a dialog;
// the server removes every row of theirs and ends every session; the browser lands on / with a notice.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { FormField, VERBATIM } from "@/components/auth/form-fields";
import { profileToasts, showError } from "@/components/profile/profile-toasts";
import { FormDialog } from "@/components/shared/form-dialog";
import { SettingsCard } from "@/components/shared/settings-card";
import { useDeleteAccount } from "@/lib/client/use-profile";
import { useHasPassword } from "@/lib/client/use-sign-in-policy";
import { ACCOUNT_DELETED_NOTICE, ACCOUNT_MESSAGES, confirmsUsername } from "@/lib/schemas/account";

export function DeleteAccountCard({ username }: { username: string }) {
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const router = useRouter();
  const remove = useDeleteAccount(() => router.replace(`/?notice=${ACCOUNT_DELETED_NOTICE}`));
  // A member without a password confirms with the provider instead (docs/product/sso.md#without-a-password).
  const withPassword = useHasPassword();

  function submit() {
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
      <FormDialog
        triggerLabel="Delete my account"
        title="Delete your account?"
        description={
          <>
            This cannot be undone. Type your username <strong className="text-foreground">{username}</strong>
            {withPassword ? " and your password to confirm." : " to confirm, once you have confirmed it is you with your identity provider (in the card above)."}
          </>
        }
        submitLabel="Delete my account forever"
        busyLabel="Deleting..."
        busy={remove.isPending}
        destructive
        validate
        onSubmit={submit}
        onClosed={() => setPassword("")}
      >
        <FormField id="delete-username" label="Username" value={typed} onValueChange={setTyped} autoComplete="off" {...VERBATIM} />
        {withPassword && <FormField id="delete-password" label="Password" type="password" value={password} onValueChange={setPassword} autoComplete="current-password" />}
      </FormDialog>
    </SettingsCard>
  );
}
