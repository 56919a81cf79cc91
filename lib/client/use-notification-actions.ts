"use client";
// The bell panel's actions on the member's notifications (docs/product/notifications.md#in-app-notifications,
// #delete-all): read one, delete one, delete all. Loaded with the panel, not with the page (the
// header keeps only the list and "mark all read": lib/client/use-notifications).
import { useMutation } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { useNotificationListUpdate } from "@/lib/client/use-notifications";
import { TIMINGS } from "@/lib/constants";

export function useMarkNotificationRead() {
  const update = useNotificationListUpdate();
  return useMutation({
    mutationFn: (id: number) => apiWrite("POST", `/api/notifications/mark-read/${id}`),
    onSuccess: (_data, id) => update((list) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n))),
  });
}

const deleteNotification = (id: number) => apiWrite("DELETE", `/api/notifications/${id}`);

export function useDeleteNotification() {
  const update = useNotificationListUpdate();
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
  const update = useNotificationListUpdate();
  return useMutation({
    mutationFn: ({ ids, onProgress }: { ids: number[]; onProgress?: OneByOneOptions["onProgress"] }) =>
      deleteOneByOne(ids, deleteNotification, { onProgress }),
    onSuccess: ({ deletedIds }) => update((list) => list.filter((n) => !deletedIds.includes(n.id))),
  });
}
