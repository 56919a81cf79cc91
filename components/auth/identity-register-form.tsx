"use client";
// The registration step of a new person's first sign-in through the identity provider
// (docs/product/sso.md#a-new-member): a username (the provider's suggestion filled in) and a
// registration code; no password. POST /api/register/identity.
import { useState } from "react";
import { FormField, SubmitButton, VERBATIM } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { useCodeTeam } from "@/components/auth/use-code-team";

export function IdentityRegisterForm({ provider, suggestedUsername, email }: { provider: string; suggestedUsername: string; email: string | null }) {
  const [username, setUsername] = useState(suggestedUsername);
  const [registrationCode, setRegistrationCode] = useState("");
  const { submitForm, pending } = useAuthSubmit("identity");
  const team = useCodeTeam(registrationCode);
  return (
    <form onSubmit={(e) => submitForm(e, { username, registrationCode })} noValidate className="grid gap-4" aria-label="Finish signing up">
      <p className="text-muted-foreground text-sm">
        You signed in with {provider}
        {email ? ` as ${email}` : ""}. Choose a username and enter your registration code to create your account.
      </p>
      <FormField id="identity-username" label="Username" name="username" autoComplete="username" {...VERBATIM} value={username} onValueChange={setUsername} disabled={pending} />
      <FormField
        id="identity-code"
        label="Registration Code"
        name="registrationCode"
        autoComplete="off"
        {...VERBATIM}
        hint="Enter an 8-digit alphanumeric code"
        value={registrationCode}
        onValueChange={setRegistrationCode}
        disabled={pending}
      />
      <p aria-live="polite" className="-mt-2 text-sm font-medium">
        {team ? `You are joining ${team}` : ""}
      </p>
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating Account..." />
    </form>
  );
}
