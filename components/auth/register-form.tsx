"use client";

import { useState } from "react";
import { AUTH_MESSAGES, firstMessage, registerSchema } from "@/lib/schemas/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { browserTimeZone, showAuthError } from "@/components/auth/auth-feedback";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";

export function RegisterForm({ idPrefix = "register" }: { idPrefix?: string }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [registrationCode, setRegistrationCode] = useState("");
  const { submit, pending } = useAuthSubmit<unknown, unknown>({
    path: "/api/register",
    failureTitle: "Registration Failed",
    fallbackMessage: AUTH_MESSAGES.registerFailed,
    destination: () => "/dashboard",
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerSchema.safeParse({ username, password, registrationCode, timeZone: browserTimeZone() });
    if (!parsed.success) return showAuthError(firstMessage(parsed.error), "Error");
    submit(parsed.data);
  }

  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Register">
      <div className="grid gap-2">
        <Label htmlFor={id("username")}>Username</Label>
        <Input
          id={id("username")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={pending}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("password")}>Password</Label>
        <Input
          id={id("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={pending}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("code")}>Registration Code</Label>
        <Input
          id={id("code")}
          name="registrationCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={id("code-hint")}
          value={registrationCode}
          onChange={(e) => setRegistrationCode(e.target.value)}
          disabled={pending}
        />
        <p id={id("code-hint")} className="text-muted-foreground text-xs">
          Enter an 8-digit alphanumeric code
        </p>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending && <Spinner />}
        {pending ? "Creating Account..." : "Register"}
      </Button>
    </form>
  );
}
