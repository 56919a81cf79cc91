"use client";
// The member's push devices in Notification Settings (docs/decisions.md "The job queue"): the list
// with each device's delivery health, and removing one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { PushDeviceDto } from "@/lib/schemas/push";

export const usePushDevices = (enabled: boolean) => useQuery<PushDeviceDto[]>({ queryKey: queryKeys.pushDevices, enabled });

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiWrite("DELETE", `/api/push/subscriptions/${id}`),
    onSuccess: (_answer, id) => queryClient.setQueryData<PushDeviceDto[]>(queryKeys.pushDevices, (old) => old?.filter((d) => d.id !== id)),
  });
}

/** Asks for the list again (after this browser subscribed or unsubscribed). */
export function useRefreshPushDevices() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices });
}
