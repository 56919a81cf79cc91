"use client";
// "Connect {provider}" (docs/product/sso.md#connect): the member's password first (docs/decisions.md
// "Connecting the provider needs proof": a stolen session must not add a lasting way in), then the
// sign-in at the provider, whose callback links the account to this member. Profile > Security and
// the owner's Sign-in card.
import { useState } from "react";
import { PROVIDER_UNREACHABLE, startIdentitySignIn } from "@/components/auth/identity-sign-in";
import { PasswordConfirmDialog } from "@/components/profile/password-confirm-dialog";
import { failureMessage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useIdentityActions } from "@/lib/client/use-sign-in-policy";

export function ConnectIdentity({ provider, callbackPath }: { provider: string; callbackPath: string }) {
  const [leaving, setLeaving] = useState(false);
  const { connect } = useIdentityActions();
  const confirm = (password: string) =>
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
  return (
    <PasswordConfirmDialog
      fieldId="connect-password"
      triggerLabel={`Connect ${provider}`}
      title={`Connect ${provider}?`}
      description={`Enter your password to confirm it is you. Then sign in with ${provider}: that account becomes a way into yours.`}
      submitLabel="Continue"
      busyLabel="Redirecting..."
      busy={connect.isPending || leaving}
      onConfirm={confirm}
    />
  );
}
