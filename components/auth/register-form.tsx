"use client";

import { useState } from "react";
import { FormField, SubmitButton, VERBATIM } from "@/components/auth/form-fields";
import { IdentityOption, NO_IDENTITY_PROVIDER, type IdentitySignIn } from "@/components/auth/identity-option";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";
import { RegistrationCodeField } from "@/components/auth/registration-code-field";

/** While the owner has passwords off, new members register through the identity provider (docs/product/sso.md). */
export function RegisterForm({ idPrefix = "register", identity = NO_IDENTITY_PROVIDER }: { idPrefix?: string; identity?: IdentitySignIn }) {
  if (!identity.passwords) return <IdentityOption identity={identity} />;
  return <PasswordRegisterForm idPrefix={idPrefix} />;
}

function PasswordRegisterForm({ idPrefix }: { idPrefix: string }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [registrationCode, setRegistrationCode] = useState("");
  const { submitForm, pending } = useAuthSubmit("register");

  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form onSubmit={(e) => submitForm(e, { username, password, registrationCode })} noValidate className="grid gap-4" aria-label="Register">
      <FormField id={id("username")} label="Username" name="username" autoComplete="username" {...VERBATIM} value={username} onValueChange={setUsername} disabled={pending} />
      <FormField id={id("password")} label="Password" name="password" type="password" autoComplete="new-password" value={password} onValueChange={setPassword} disabled={pending} />
      <RegistrationCodeField id={id("code")} value={registrationCode} onValueChange={setRegistrationCode} disabled={pending} />
      <SubmitButton pending={pending} label="Register" pendingLabel="Creating Account..." />
    </form>
  );
}
