"use client";
// Admin panel data (02-widgets-admin-profile s7): users (refetched every 30 s), every
// notification (only while the Notifications tab is open), sends and deletes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { TIMINGS } from "@/lib/constants";
import type { AdminNotificationDto, AdminUserDto, NotificationContentInput } from "@/lib/schemas/admin";

// These paths have no offline fallback (a lost connection shows the load-failure state); a 401 or
// 403 answers null, read as an empty list.
const orEmpty = <T>(list: T[] | null) => list ?? [];

export function useAdminUsers() {
  return useQuery({ queryKey: queryKeys.adminUsers, select: orEmpty<AdminUserDto>, refetchInterval: TIMINGS.adminUsersRefreshMs });
}

export function useAdminNotifications(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.adminNotifications, select: orEmpty<AdminNotificationDto>, enabled, refetchOnMount: "always" });
}

/** Deletes one user (DELETE /api/admin/users/{id}) or several (DELETE /api/admin/users). */
export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1 ? apiWrite("DELETE", `/api/admin/users/${ids[0]}`) : apiWrite("DELETE", "/api/admin/users", { userIds: ids }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
      queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications });
    },
  });
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
