"use client";
// Profile > Security's two-factor sign-in (docs/product/profile.md#two-factor-sign-in): its state,
// the setup (a secret and QR code), the confirming code (the recovery codes come back once, and the
// server hands this browser a fresh cookie as every other session ends) and turning it off.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { DisableTwoFactorInput, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from "@/lib/schemas/two-factor";

export const useTwoFactorStatus = () => useQuery<TwoFactorStatus>({ queryKey: queryKeys.twoFactor });

export const useStartTwoFactor = () => useMutation({ mutationFn: () => apiWrite<TwoFactorSetup>("POST", "/api/users/two-factor/setup") });

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiWrite<RecoveryCodes>("POST", "/api/users/two-factor/confirm", { code }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisableTwoFactorInput) => apiWrite("POST", "/api/users/two-factor/disable", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor }),
  });
}
