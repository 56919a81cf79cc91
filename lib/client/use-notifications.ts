"use client";
// The member's notifications (01-core s7): the list, and the read / delete calls. Mutations
// update the cached list at once, so the bell's count follows a click without a refetch.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { useSession } from "@/lib/client/use-session";
import type { NotificationDto } from "@/lib/schemas/notifications";

export const fetchNotifications = async () => (await apiGet<NotificationDto[]>("/api/notifications")) ?? [];

export function useNotifications() {
  const session = useSession();
  return useQuery({ queryKey: queryKeys.notifications, queryFn: fetchNotifications, enabled: !!session.data });
}

function useListUpdate() {
  const queryClient = useQueryClient();
  return (change: (list: NotificationDto[]) => NotificationDto[]) =>
    queryClient.setQueryData<NotificationDto[]>(queryKeys.notifications, (list) => (list ? change(list) : list));
}

export function useMarkNotificationRead() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: (id: number) => apiWrite("POST", `/api/notifications/mark-read/${id}`),
    onSuccess: (_data, id) => update((list) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n))),
  });
}

export function useMarkAllNotificationsRead() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: () => apiWrite("POST", "/api/notifications/mark-all-read"),
    onSuccess: () => update((list) => list.map((n) => ({ ...n, isRead: true }))),
  });
}

/** Deletes one notification; the caller decides when the cached list follows (see delete-all). */
export function deleteNotificationCall(id: number) {
  return apiWrite("DELETE", `/api/notifications/${id}`);
}

export function useDeleteNotification() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: deleteNotificationCall,
    onSuccess: (_data, id) => update((list) => list.filter((n) => n.id !== id)),
  });
}

/** Removes ids from the cached list without a call (after delete-all's one-by-one deletes). */
export function useForgetNotifications() {
  const update = useListUpdate();
  return (ids: number[]) => update((list) => list.filter((n) => !ids.includes(n.id)));
}
