"use client";
// The owner's sign-in policy in /admin (docs/product/sso.md#password-sign-in-off): GET and PUT
// /api/admin/sign-in-policy; the member's own connection to the provider (GET /api/users/identity).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import type { IdentityStatusDto, SignInPolicyDto } from "@/lib/schemas/sign-in-policy";

// Keys are the paths they read (lib/query/query-keys), kept here: the shared list is in every
// screen's first load (docs/decisions.md "Script budgets") and these are read on two cards only.
export const SIGN_IN_POLICY_KEY = ["/api/admin/sign-in-policy"] as const;
export const IDENTITY_STATUS_KEY = ["/api/users/identity"] as const;

export const useSignInPolicy = () => useQuery<SignInPolicyDto>({ queryKey: SIGN_IN_POLICY_KEY });

export function useSetPasswordSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passwordSignIn: boolean) => apiWrite<SignInPolicyDto>("PUT", "/api/admin/sign-in-policy", { passwordSignIn }),
    onSuccess: (answer) => queryClient.setQueryData<SignInPolicyDto>(SIGN_IN_POLICY_KEY, answer),
  });
}

export const useIdentityStatus = () => useQuery<IdentityStatusDto>({ queryKey: IDENTITY_STATUS_KEY });

/** PUT /api/users/email and POST /api/users/identity/disconnect and /connect (the password before connecting) answer the identity status. */
export function useIdentityActions() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: IdentityStatusDto) => queryClient.setQueryData<IdentityStatusDto>(IDENTITY_STATUS_KEY, answer);
  return {
    setEmail: useMutation({ mutationFn: (email: string) => apiWrite<IdentityStatusDto>("PUT", "/api/users/email", { email }), onSuccess }),
    disconnect: useMutation({ mutationFn: (password: string) => apiWrite<IdentityStatusDto>("POST", "/api/users/identity/disconnect", { password }), onSuccess }),
    connect: useMutation({ mutationFn: (password: string) => apiWrite<IdentityStatusDto>("POST", "/api/users/identity/connect", { password }), onSuccess }),
  };
}

/** False for a member who signs in only through the provider (true until known: the password fields show). */
export const useHasPassword = () => useIdentityStatus().data?.hasPassword ?? true;
