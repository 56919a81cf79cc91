"use client";
// Shared by the login and register forms: POST through the call layer, toast a failure with the
// server's message (else the fallback), and on success clear every cached query (the next
// screens fetch fresh: 01-core s4 "after login, a sync clears the cache") and navigate.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { syncAfterLogin } from "@/lib/client/sync/refresh";
import { serverMessage, showAuthError } from "@/components/auth/auth-feedback";

type Options<TResult> = {
  path: "/api/login" | "/api/register";
  failureTitle: string;
  fallbackMessage: string;
  destination: (result: TResult) => string;
};

export function useAuthSubmit<TBody, TResult>({ path, failureTitle, fallbackMessage, destination }: Options<TResult>) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const mutation = useMutation({
    mutationFn: (body: TBody) => apiWrite<TResult>("POST", path, body),
    onSuccess: (result) => {
      void syncAfterLogin(queryClient);
      startNavigation(() => router.replace(destination(result)));
    },
    onError: (error) => showAuthError(serverMessage(error) ?? fallbackMessage, failureTitle),
  });
  // Stays pending through the navigation, so the button never flips back before the next screen.
  return { submit: mutation.mutate, pending: mutation.isPending || navigating || mutation.isSuccess };
}
