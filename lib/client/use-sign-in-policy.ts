"use client";
// The owner's sign-in policy in /admin (docs/product/sso.md#password-sign-in-off): GET and PUT
// /api/admin/sign-in-policy; the member's own connection to the provider (GET /api/users/identity).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { IdentityStatusDto, SignInPolicyDto } from "@/lib/schemas/sign-in-policy";

export const useSignInPolicy = () => useQuery<SignInPolicyDto>({ queryKey: queryKeys.signInPolicy });

export function useSetPasswordSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passwordSignIn: boolean) => apiWrite<SignInPolicyDto>("PUT", "/api/admin/sign-in-policy", { passwordSignIn }),
    onSuccess: (answer) => queryClient.setQueryData<SignInPolicyDto>(queryKeys.signInPolicy, answer),
  });
}

export const useIdentityStatus = () => useQuery<IdentityStatusDto>({ queryKey: queryKeys.identity });
