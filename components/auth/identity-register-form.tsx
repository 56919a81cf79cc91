"use client";
// The registration step of a new person's first sign-in through the identity provider
// (docs/product/sso.md#a-new-member): a username (the provider's suggestion filled in) and a
// registration code; no password. POST /api/register/identity.
import { useState } from "react";
import { FormField, SubmitButton, VERBATIM } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { RegistrationCodeField } from "@/components/auth/registration-code-field";

export function IdentityRegisterForm({ provider, suggestedUsername, email }: { provider: string; suggestedUsername: string; email: string | null }) {
  const [username, setUsername] = useState(suggestedUsername);
  const [registrationCode, setRegistrationCode] = useState("");
  const { submitForm, pending } = useAuthSubmit("identity");
  return (
    <form onSubmit={(e) => submitForm(e, { username, registrationCode })} noValidate className="grid gap-4" aria-label="Finish signing up">
      <p className="text-muted-foreground text-sm">
        You signed in with {provider}
        {email ? ` as ${email}` : ""}. Choose a username and enter your registration code to create your account.
      </p>
      <FormField id="identity-username" label="Username" name="username" autoComplete="username" {...VERBATIM} value={username} onValueChange={setUsername} disabled={pending} />
      <RegistrationCodeField id="identity-code" value={registrationCode} onValueChange={setRegistrationCode} disabled={pending} />
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating Account..." />
    </form>
  );
}
