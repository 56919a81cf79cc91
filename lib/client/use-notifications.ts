"use client";
// The member's notifications (docs/product/notifications.md#in-app-notifications): the list, and the read / delete calls. Mutations
// update the cached list at once, so the bell's count follows a click without a refetch.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { useSession } from "@/lib/client/use-session";
import { TIMINGS } from "@/lib/constants";
import type { NotificationDto } from "@/lib/schemas/notifications";

export function useNotifications() {
  const session = useSession();
  return useQuery<NotificationDto[]>({ queryKey: queryKeys.notifications, enabled: !!session.data });
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

const deleteNotification = (id: number) => apiWrite("DELETE", `/api/notifications/${id}`);

export function useDeleteNotification() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_data, id) => update((list) => list.filter((n) => n.id !== id)),
  });
}

export type DeleteAllResult = { total: number; deletedIds: number[] };

type OneByOneOptions = {
  pauseMs?: number;
  reportEvery?: number;
  onProgress?: (done: number, total: number) => void;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Delete-all (docs/product/notifications.md#delete-all, #in-app-notifications): one delete at a time with a pause between them, progress every few;
 * a failed delete is counted, not thrown.
 */
export async function deleteOneByOne(ids: number[], remove: (id: number) => Promise<unknown>, opts: OneByOneOptions = {}): Promise<DeleteAllResult> {
  const { pauseMs = TIMINGS.deleteAllPauseMs, reportEvery = TIMINGS.deleteAllReportEvery, onProgress, sleep = wait } = opts;
  const deletedIds: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    if (i > 0) await sleep(pauseMs);
    try {
      await remove(ids[i]);
      deletedIds.push(ids[i]);
    } catch {
      // Counted as not deleted; the summary reports it.
    }
    const done = i + 1;
    if (done % reportEvery === 0 && done < ids.length) onProgress?.(done, ids.length);
  }
  return { total: ids.length, deletedIds };
}

/** Deletes the given notifications one by one; the cached list follows once, at the end. */
export function useDeleteAllNotifications() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: ({ ids, onProgress }: { ids: number[]; onProgress?: OneByOneOptions["onProgress"] }) =>
      deleteOneByOne(ids, deleteNotification, { onProgress }),
    onSuccess: ({ deletedIds }) => update((list) => list.filter((n) => !deletedIds.includes(n.id))),
  });
}
