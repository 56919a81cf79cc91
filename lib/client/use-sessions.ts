"use client";
// The member's signed-in devices (Profile > Security): GET /api/sessions, a device's sign-out
// (DELETE /api/sessions/{id}) and "Sign out of all devices" (POST /api/sessions/sign-out-all).
// Ending this device's session leaves like logout: every cached query dropped, then "/".
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { SessionDto } from "@/lib/schemas/sessions";

export const useSessions = () => useQuery<SessionDto[]>({ queryKey: queryKeys.sessions });

export function useSignOutDevice(onSignedOutHere: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiWrite<{ success: true; current: boolean }>("DELETE", `/api/sessions/${encodeURIComponent(id)}`),
    onSuccess: (answer, id) => {
      if (answer?.current) {
        onSignedOutHere();
        queryClient.clear();
        return;
      }
      queryClient.setQueryData<SessionDto[]>(queryKeys.sessions, (list = []) => list.filter((s) => s.id !== id));
    },
  });
}

export function useSignOutAll(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite("POST", "/api/sessions/sign-out-all"),
    onSuccess: () => {
      onSignedOut();
      queryClient.clear();
    },
  });
}
