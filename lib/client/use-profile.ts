"use client";
// The profile's writes (docs/product/profile.md#profile-information): PATCH /api/users/profile refreshes the current user with the
// answer; the password change; the account deletion.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { DeleteAccountInput } from "@/lib/schemas/account";
import type { ChangePasswordInput, CurrentUser, ProfileUpdate } from "@/lib/schemas/user";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => apiWrite<CurrentUser>("PATCH", "/api/users/profile", changes),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => apiWrite("POST", "/api/users/change-password", input) });

/** On success: leave (`onDeleted` navigates away), then drop every cached query of the deleted member (like logout). */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiWrite("POST", "/api/users/delete-account", input),
    onSuccess: () => {
      onDeleted();
      queryClient.clear();
    },
  });
}
