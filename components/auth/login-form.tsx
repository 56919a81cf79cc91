"use client";

import { useState } from "react";
import { FormField, SubmitButton, VERBATIM } from "@/components/auth/form-fields";
import { IdentityOption, NO_IDENTITY_PROVIDER, type IdentitySignIn } from "@/components/auth/identity-option";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";

/**
 * `identity`: the host's identity provider (docs/product/sso.md): its button below the form, or
 * alone while the owner has passwords off. `secondFactor`: the provider's callback asked for the
 * member's two-factor code (/?signin=two-factor), so the form opens at that step.
 */
export function LoginForm({ identity = NO_IDENTITY_PROVIDER, secondFactor = false }: { identity?: IdentitySignIn; secondFactor?: boolean }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [needsCode, setNeedsCode] = useState(secondFactor);
  const { submitForm, pending } = useAuthSubmit("login", () => setNeedsCode(true));

  if (needsCode) return <SecondFactorForm onBack={() => setNeedsCode(false)} />;
  if (!identity.passwords) return <IdentityOption identity={identity} />;
  return (
    <div className="grid gap-4">
      <form onSubmit={(e) => submitForm(e, { username, password })} noValidate className="grid gap-4" aria-label="Login">
        <FormField id="login-username" label="Username" name="username" autoComplete="username" {...VERBATIM} value={username} onValueChange={setUsername} disabled={pending} />
        <FormField id="login-password" label="Password" name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} disabled={pending} />
        <SubmitButton pending={pending} label="Login" pendingLabel="Logging in..." />
      </form>
      <IdentityOption identity={identity} />
    </div>
  );
}

/** The second step (docs/product/shell-and-sign-in.md#two-factor-sign-in): a code from the app, or a recovery code. */
function SecondFactorForm({ onBack }: { onBack: () => void }) {
  const [code, setCode] = useState("");
  const { submitForm, pending } = useAuthSubmit("secondFactor");
  return (
    <form onSubmit={(e) => submitForm(e, { code })} noValidate className="grid gap-4" aria-label="Two-factor code">
      <p className="text-muted-foreground text-sm">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <FormField id="login-code" label="Code" name="code" inputMode="text" autoComplete="one-time-code" autoFocus {...VERBATIM} value={code} onValueChange={setCode} disabled={pending} />
      <SubmitButton pending={pending} label="Verify" pendingLabel="Verifying..." />
      <button type="button" className="text-muted-foreground text-sm underline-offset-4 hover:underline" onClick={onBack} disabled={pending}>
        Back to password
      </button>
    </form>
  );
}
