"use client";

import { useState } from "react";
import { AUTH_MESSAGES, firstMessage, loginSchema } from "@/lib/schemas/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { browserTimeZone, showAuthError } from "@/components/auth/auth-feedback";
import { useAuthSubmit } from "@/components/auth/use-auth-submit";

type LoginResult = { id: number; isAdmin: boolean; username: string };

export function LoginForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const { submit, pending } = useAuthSubmit<unknown, LoginResult>({
    path: "/api/login",
    failureTitle: "Login Failed",
    fallbackMessage: AUTH_MESSAGES.invalidCredentials,
    destination: (user) => (user?.isAdmin ? "/admin" : "/dashboard"),
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username, password, timeZone: browserTimeZone() });
    if (!parsed.success) return showAuthError(firstMessage(parsed.error), "Error");
    submit(parsed.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Login">
      <div className="grid gap-2">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
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
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={pending}
        />
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending && <Spinner />}
        {pending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
