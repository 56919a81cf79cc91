"use client";
// The admin's user reads at scale (docs/decisions.md "The users list is a page"): one page of GET /api/admin/users at a time
// (newest first, searched on the server), refetched every 30 s while it is the page on screen;
// Recent Registrations' own paged read; the recipient search; deleting users.
import { useEffect, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { adminRecentUsersPageKey, adminUsersPageKey, queryKeys } from "@/lib/query/query-keys";
import { TIMINGS } from "@/lib/constants";
import { ADMIN_USERS_PAGE, type AdminUsersPageDto, type RecentRegistrationsDto } from "@/lib/schemas/admin-users";

/** Typing pauses this long before a search goes to the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** The recipient picker lists this many matches at a time. */
export const RECIPIENT_MATCHES = 20;

export type UsersPageRequest = { q: string; cursor: number | null; limit?: number };

const EMPTY_PAGE: AdminUsersPageDto = { users: [], nextCursor: null, total: 0 };
const EMPTY_RECENT: RecentRegistrationsDto = { users: [], nextCursor: null, total: 0 };

export function usersPagePath({ q, cursor, limit = ADMIN_USERS_PAGE.default }: UsersPageRequest): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set("cursor", String(cursor));
  if (q.trim()) params.set("q", q.trim());
  return `/api/admin/users?${params}`;
}

/** `value`, once it has stopped changing for `delayMs` (an empty value at once: clearing is instant). */
export function useDebouncedValue<T>(value: T, delayMs = ADMIN_SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === "" ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === "" ? value : settled;
}

/**
 * One page of accounts. Only the query on screen is observed, so the 30 s refresh reads that page
 * alone; the previous page stays shown while the next one (or a new search) loads. A 401/403
 * answers null, read as an empty page.
 */
export function useAdminUsersPage(request: UsersPageRequest, { refresh = true } = {}) {
  const { q, cursor, limit = ADMIN_USERS_PAGE.default } = request;
  return useQuery({
    queryKey: adminUsersPageKey({ q: q.trim(), cursor, limit }),
    queryFn: async () => (await apiGet<AdminUsersPageDto>(usersPagePath(request))) ?? EMPTY_PAGE,
    placeholderData: keepPreviousData,
    refetchInterval: refresh ? TIMINGS.adminUsersRefreshMs : false,
  });
}

/** One page of Recent Registrations (after the account `cursor`), kept on screen while the next loads. */
export function useRecentRegistrations(cursor: number | null) {
  return useQuery({
    queryKey: adminRecentUsersPageKey(cursor),
    queryFn: async () => (await apiGet<RecentRegistrationsDto>(`/api/admin/users/recent${cursor ? `?cursor=${cursor}` : ""}`)) ?? EMPTY_RECENT,
    placeholderData: keepPreviousData,
    refetchInterval: TIMINGS.adminUsersRefreshMs,
  });
}

/** The recipient picker's matches for what the admin typed (debounced), not every member. */
export function useRecipientSearch(text: string) {
  const q = useDebouncedValue(text);
  return useAdminUsersPage({ q, cursor: null, limit: RECIPIENT_MATCHES }, { refresh: false });
}

/** Deletes one user (DELETE /api/admin/users/{id}) or several (DELETE /api/admin/users). */
export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1 ? apiWrite("DELETE", `/api/admin/users/${ids[0]}`) : apiWrite("DELETE", "/api/admin/users", { userIds: ids }),
    onSettled: () => {
      for (const queryKey of [queryKeys.adminUsers, queryKeys.adminRecentUsers, queryKeys.adminNotifications]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
