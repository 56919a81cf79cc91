"use client";
// Admin panel data (02-widgets-admin-profile s7): notifications (only while the Notifications tab
// is open), sends and deletes. The user reads and deletes are in use-admin-users.ts.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { AdminNotificationDto, NotificationContentInput } from "@/lib/schemas/admin";

// These paths have no offline fallback (a lost connection shows the load-failure state); a 401 or
// 403 answers null, read as an empty list.
const orEmpty = <T>(list: T[] | null) => list ?? [];

export function useAdminNotifications(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.adminNotifications, select: orEmpty<AdminNotificationDto>, enabled, refetchOnMount: "always" });
}

export type SendTarget = { mode: "single" | "multiple"; userIds: number[] } | { mode: "all" };

/** Multiple recipients: one call per user, in parallel (02 s7). Resolves with the failures. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, content }: { target: SendTarget; content: NotificationContentInput }) => {
      if (target.mode === "all") {
        await apiWrite("POST", "/api/admin/send-notification-to-all", content);
        return { failures: [] as unknown[] };
      }
      const results = await Promise.allSettled(target.userIds.map((userId) => apiWrite("POST", "/api/admin/send-notification", { ...content, userId })));
      return { failures: results.flatMap((r) => (r.status === "rejected" ? [r.reason] : [])) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications }),
  });
}

export function useDeleteAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiWrite("DELETE", `/api/admin/notifications/${id}`),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<AdminNotificationDto[]>(queryKeys.adminNotifications, (list) => list?.filter((n) => n.id !== id)),
  });
}
