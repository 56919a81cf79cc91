"use client";
// The admin Message Center's data (docs/decisions.md "The kind filter"): GET /api/admin/notifications a page at a
// time for the chosen kind and text, refreshed every 30 s while the tab is open (only the page on
// screen), delete one, and delete all of the filter one by one.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { deleteOneByOne, type DeleteAllResult } from "@/lib/client/use-notification-actions";
import { TIMINGS } from "@/lib/constants";
import {
  ADMIN_NOTIFICATIONS_PAGE,
  type AdminNotificationsFilter,
  type AdminNotificationsPageDto,
} from "@/lib/schemas/admin-notifications";

/** A 401 or 403 answers null: read as nothing listed. */
const EMPTY_PAGE: AdminNotificationsPageDto = { notifications: [], nextCursor: null, total: 0, totalCapped: false };

export function adminNotificationsPath(filter: AdminNotificationsFilter, cursor: string | null, limit: number = ADMIN_NOTIFICATIONS_PAGE.default): string {
  const params = new URLSearchParams({ kind: filter.kind, limit: String(limit) });
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (cursor) params.set("cursor", cursor);
  return `${queryKeys.adminNotifications[0]}?${params}`;
}

const readPage = async (filter: AdminNotificationsFilter, cursor: string | null, limit?: number) =>
  (await apiGet<AdminNotificationsPageDto>(adminNotificationsPath(filter, cursor, limit))) ?? EMPTY_PAGE;

/**
 * One page of the filter (the one on screen; `enabled` while the Notifications tab is open). Only
 * that page is observed, so the 30 s refresh reads it alone; the previous page stays shown while
 * the next one (or a new filter) loads.
 */
export function useAdminNotificationsPage(filter: AdminNotificationsFilter, cursor: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.adminNotifications, { ...filter, cursor }],
    queryFn: () => readPage(filter, cursor),
    placeholderData: keepPreviousData,
    enabled,
    refetchOnMount: "always",
    refetchInterval: enabled ? TIMINGS.adminUsersRefreshMs : false,
  });
}

/** Removes deleted ids from every cached page (its count follows). */
function useDropFromPages() {
  const queryClient = useQueryClient();
  return (ids: number[]) => {
    const gone = new Set(ids);
    queryClient.setQueriesData<AdminNotificationsPageDto>({ queryKey: queryKeys.adminNotifications }, (page) => {
      if (!page?.notifications) return page;
      const notifications = page.notifications.filter((n) => !gone.has(n.id));
      return { ...page, notifications, total: Math.max(0, page.total - (page.notifications.length - notifications.length)) };
    });
  };
}

const deleteOne = (id: number) => apiWrite("DELETE", `/api/admin/notifications/${id}`);

/** Deletes one; the page drops it at once, then reads again to fill up. */
export function useDeleteAdminNotification() {
  const queryClient = useQueryClient();
  const drop = useDropFromPages();
  return useMutation({
    mutationFn: deleteOne,
    onSuccess: (_data, id) => drop([id]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications }),
  });
}

/** Every id matching the filter, newest first, read a full page at a time, at most `max`. */
export async function collectIds(filter: AdminNotificationsFilter, max: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await readPage(filter, cursor, ADMIN_NOTIFICATIONS_PAGE.max);
    ids.push(...page.notifications.map((n) => n.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < max);
  return ids.slice(0, max);
}

type DeleteAllInput = { filter: AdminNotificationsFilter; max: number; onProgress?: (done: number, total: number) => void };

/**
 * Delete all (docs/decisions.md): the notifications matching the filter when the admin confirms
 * (at most `max`), one by one at the bell's pace (docs/product/notifications.md#delete-all), then the list reads again.
 */
export function useDeleteAllAdminNotifications() {
  const queryClient = useQueryClient();
  const drop = useDropFromPages();
  return useMutation({
    mutationFn: async ({ filter, max, onProgress }: DeleteAllInput): Promise<DeleteAllResult> =>
      deleteOneByOne(await collectIds(filter, max), deleteOne, { onProgress }),
    onSuccess: ({ deletedIds }) => drop(deletedIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications }),
  });
}
