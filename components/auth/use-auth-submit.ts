"use client";
// Shared by the login and register forms: the form's own check first (its message toasted under
// "Error"), then POST through the call layer, toast a failure with the server's message (else
// the fallback), and on success clear every cached query (the next screens fetch fresh: 01-core
// s4 "after login, a sync clears the cache") and navigate.
import { useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiWrite } from "@/lib/client/api";
import { syncAfterLogin } from "@/lib/client/sync/refresh";
import { firstMessage } from "@/lib/schemas/auth";
import { browserTimeZone, serverMessage, showAuthError } from "@/components/auth/auth-feedback";

type Options<S extends z.ZodType, TResult> = {
  path: "/api/login" | "/api/register";
  /** The form's rules (lib/schemas/auth); the browser's time zone is added to what it checks. */
  schema: S;
  failureTitle: string;
  fallbackMessage: string;
  destination: (result: TResult) => string;
};

export function useAuthSubmit<S extends z.ZodType, TResult>({ path, schema, failureTitle, fallbackMessage, destination }: Options<S, TResult>) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const mutation = useMutation({
    mutationFn: (body: z.output<S>) => apiWrite<TResult>("POST", path, body),
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
