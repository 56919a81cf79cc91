"use client";
// Profile > Security's identity card (docs/product/sso.md#connect, #without-a-password, #your-email):
// with a provider configured, whether the account is connected to it ("Connect {label}": the
// password, then a sign-in with the provider while signed in here, back to this tab), "Confirm it is you" for a
// member without a password, "Disconnect" for a member with one; always the member's email, typed
// (unverified) or verified by the provider.
import { useState } from "react";
import { FormField, VERBATIM } from "@/components/auth/form-fields";
import { IdentitySignInButton } from "@/components/auth/identity-sign-in";
import { ConnectIdentity } from "@/components/profile/connect-identity";
import { PasswordConfirmDialog } from "@/components/profile/password-confirm-dialog";
import { SettingsCard } from "@/components/shared/settings-card";
import { Button } from "@/components/ui/button";
import { failureMessage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useIdentityActions, useIdentityStatus } from "@/lib/client/use-sign-in-policy";
import { REAUTHENTICATE_PARAMS } from "@/lib/domain/identity-proof";
import type { IdentityStatusDto } from "@/lib/schemas/sign-in-policy";

/** A member without a password (docs/product/sso.md#without-a-password): a fresh sign-in at the provider confirms it is them. */
function ConfirmWithProvider({ provider, confirmedUntil }: { provider: string; confirmedUntil: string | null }) {
  const until = confirmedUntil && new Date(confirmedUntil) > new Date() ? new Date(confirmedUntil) : null;
  return (
    <>
      <p className="text-muted-foreground text-sm">
        You sign in with {provider} only. To set a password, turn two-factor sign-in off or delete your account, confirm it is you with {provider}{" "}
        first.
      </p>
      {until ? (
        <p className="text-sm" role="status">
          Confirmed with {provider} until {until.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}: you can do one of these now.
        </p>
      ) : (
        <div className="w-full sm:w-fit">
          <IdentitySignInButton provider={provider} label={`Confirm it is you with ${provider}`} callbackPath="/profile?tab=security" authorizationParams={REAUTHENTICATE_PARAMS} />
        </div>
      )}
    </>
  );
}

/** Disconnecting the provider, with the password (only offered to a member who has one). */
function Disconnect({ provider }: { provider: string }) {
  const { disconnect } = useIdentityActions();
  const confirm = (password: string, close: () => void) =>
    disconnect.mutate(password, {
      onSuccess: () => {
        close();
        notify("success", `${provider} disconnected`, "Sign in with your password from now on.");
      },
      onError: (error) => notify("error", `Could not disconnect ${provider}`, failureMessage(error)),
    });
  return (
    <PasswordConfirmDialog
      fieldId="disconnect-password"
      triggerLabel={`Disconnect ${provider}`}
      title={`Disconnect ${provider}?`}
      description="You will sign in with your username and password only. Enter your password to confirm."
      submitLabel="Disconnect"
      busyLabel="Disconnecting..."
      busy={disconnect.isPending}
      onConfirm={confirm}
    />
  );
}

/** The member's email: typed here it is unverified and never signs anyone in; the provider verifies its own address. */
function EmailForm({ data }: { data: IdentityStatusDto }) {
  const [email, setEmail] = useState(data.email ?? "");
  const { setEmail: save } = useIdentityActions();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(email, {
      onSuccess: (answer) => {
        setEmail(answer.email ?? "");
        notify("success", "Email saved", answer.email ? `Your email is ${answer.email}.` : "Your email is removed.");
      },
      onError: (error) => notify("error", "Could not save your email", failureMessage(error)),
    });
  };
  const state = !data.email
    ? "No email yet."
    : data.emailVerified
      ? `Verified by ${data.provider ?? "your identity provider"}.`
      : data.provider
        ? `Not verified: it becomes verified when ${data.provider} confirms the same address at your next sign-in with it.`
        : "Not verified.";
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate aria-label="Your email">
      <FormField id="member-email" label="Email" type="email" autoComplete="email" {...VERBATIM} value={email} onValueChange={setEmail} hint={state} />
      <div>
        <Button type="submit" variant="outline" disabled={save.isPending || email.trim().toLowerCase() === (data.email ?? "")}>
          {save.isPending ? "Saving..." : "Save email"}
        </Button>
      </div>
    </form>
  );
}

export function IdentityCard() {
  const { data } = useIdentityStatus();
  if (!data) return null;
  const { provider } = data;
  return (
    <SettingsCard id="identity-title" title={provider ? `Sign in with ${provider}` : "Email"} gap={4} data-testid="identity">
      {provider &&
        (!data.hasPassword ? (
          <ConfirmWithProvider provider={provider} confirmedUntil={data.confirmedUntil} />
        ) : data.linked ? (
          <>
            <p className="text-muted-foreground text-sm">Your account is connected to {provider}: you can sign in with it.</p>
            <Disconnect provider={provider} />
          </>
        ) : (
          <>
            <p className="text-muted-foreground text-sm">Connect {provider} to sign in with it instead of your password.</p>
            <ConnectIdentity provider={provider} callbackPath="/profile?tab=security" />
          </>
        ))}
      <EmailForm key={`${data.email}|${data.emailVerified}`} data={data} />
    </SettingsCard>
  );
}
