"use client";
// The member's notifications (docs/product/notifications.md#in-app-notifications): the list, and the read / delete calls. Mutations
// update the cached list at once, so the bell's count follows a click without a refetch. The bell's panel's
// own actions (read one, delete, delete all) are in use-notification-actions, loaded with the panel.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { useSession } from "@/lib/client/use-session";
import type { NotificationDto } from "@/lib/schemas/notifications";

export function useNotifications() {
  const session = useSession();
  return useQuery<NotificationDto[]>({ queryKey: queryKeys.notifications, enabled: !!session.data });
}

/** Changes the cached list in place (the bell's count follows at once). */
export function useNotificationListUpdate() {
  const queryClient = useQueryClient();
  return (change: (list: NotificationDto[]) => NotificationDto[]) =>
    queryClient.setQueryData<NotificationDto[]>(queryKeys.notifications, (list) => (list ? change(list) : list));
}

export function useMarkAllNotificationsRead() {
  const update = useNotificationListUpdate();
  return useMutation({
    mutationFn: () => apiWrite("POST", "/api/notifications/mark-all-read"),
    onSuccess: () => update((list) => list.map((n) => ({ ...n, isRead: true }))),
  });
}
