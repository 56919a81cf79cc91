"use client";
// Shared by the login and register forms: the form's own check first (its message toasted under
// "Error"), then POST through the call layer, toast a failure with the server's message (else
// the fallback), and on success clear every cached query (the next screens fetch fresh: 01-core
// s4 "after login, a sync clears the cache") and navigate.
import { useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { syncAfterLogin } from "@/lib/client/sync/refresh";
import { AUTH_MESSAGES, firstMessage, loginSchema, registerSchema } from "@/lib/schemas/auth";
import { browserTimeZone, serverMessage, showAuthError } from "@/components/auth/auth-feedback";

type LoginResult = { id: number; isAdmin: boolean; username: string };

/** Where each form posts, how it checks, what it toasts on failure and where success lands. */
const FORMS = {
  login: {
    path: "/api/login",
    schema: loginSchema,
    failureTitle: "Login Failed",
    fallbackMessage: AUTH_MESSAGES.invalidCredentials,
    destination: (user: LoginResult | undefined) => (user?.isAdmin ? "/admin" : "/dashboard"),
  },
  register: {
    path: "/api/register",
    schema: registerSchema,
    failureTitle: "Registration Failed",
    fallbackMessage: AUTH_MESSAGES.registerFailed,
    destination: () => "/dashboard",
  },
} as const;

export function useAuthSubmit(form: keyof typeof FORMS) {
  const { path, schema, failureTitle, fallbackMessage, destination } = FORMS[form];
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const mutation = useMutation({
    mutationFn: (body: unknown) => apiWrite<LoginResult | undefined>("POST", path, body),
    onSuccess: (result) => {
      void syncAfterLogin(queryClient);
      startNavigation(() => router.replace(destination(result)));
    },
    onError: (error) => showAuthError(serverMessage(error) ?? fallbackMessage, failureTitle),
  });

  function submitForm(event: FormEvent<HTMLFormElement>, values: Record<string, string>) {
    event.preventDefault();
    const parsed = schema.safeParse({ ...values, timeZone: browserTimeZone() });
    if (!parsed.success) return showAuthError(firstMessage(parsed.error), "Error");
    mutation.mutate(parsed.data);
  }

  // Stays pending through the navigation, so the button never flips back before the next screen.
  return { submitForm, pending: mutation.isPending || navigating || mutation.isSuccess };
}
