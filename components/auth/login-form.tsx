"use client";

import { useState } from "react";
import { FormField, SubmitButton, VERBATIM } from "@/components/auth/form-fields";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";

export function LoginForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const { submitForm, pending } = useAuthSubmit("login");

  return (
    <form onSubmit={(e) => submitForm(e, { username, password })} noValidate className="grid gap-4" aria-label="Login">
      <FormField id="login-username" label="Username" name="username" autoComplete="username" {...VERBATIM} value={username} onValueChange={setUsername} disabled={pending} />
      <FormField id="login-password" label="Password" name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} disabled={pending} />
      <SubmitButton pending={pending} label="Login" pendingLabel="Logging in..." />
    </form>
  );
}
