"use client";
// "Connect {provider}" (docs/product/sso.md#connect): the member's password first (docs/decisions.md
// "Connecting the provider needs proof": a stolen session must not add a lasting way in), then the
// sign-in at the provider, whose callback links the account to this member. Profile > Security and
// the owner's Sign-in card.
import { useState } from "react";
import { FormField } from "@/components/auth/form-fields";
import { PROVIDER_UNREACHABLE, startIdentitySignIn } from "@/components/auth/identity-sign-in";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/lazy-dialog";
import { failureMessage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useIdentityActions } from "@/lib/client/use-sign-in-policy";

export function ConnectIdentity({ provider, callbackPath }: { provider: string; callbackPath: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [leaving, setLeaving] = useState(false);
  const { connect } = useIdentityActions();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return notify("error", "Error", "Please enter your password.");
    connect.mutate(password, {
      onSuccess: () => {
        setLeaving(true);
        startIdentitySignIn(callbackPath).catch(() => {
          setLeaving(false);
          notify("error", `Could not connect ${provider}`, PROVIDER_UNREACHABLE);
        });
      },
      onError: (error) => notify("error", `Could not connect ${provider}`, failureMessage(error)),
    });
  };
  const busy = connect.isPending || leaving;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setPassword("");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          Connect {provider}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Connect {provider}?</DialogTitle>
            <DialogDescription>
              Enter your password to confirm it is you. Then sign in with {provider}: that account becomes a way into yours.
            </DialogDescription>
          </DialogHeader>
          <FormField id="connect-password" label="Password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Redirecting..." : "Continue"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
