// The data sets the sync layer keeps current, and the calls it makes on them.
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query/query-keys";
import { DAILY_QUERY_KEYS, requestJournalReset } from "@/lib/client/use-reset";

/** Refreshed after login and by every sync (docs/product/shell-and-sign-in.md#sync-and-refresh): the day's sets, then the rest. */
export const SYNCED_KEYS = [...DAILY_QUERY_KEYS, queryKeys.notifications, queryKeys.session, queryKeys.user] as const;

/** The synced sets that belong to the journal day (all but the session and the user). */
export const JOURNAL_KEYS = SYNCED_KEYS.filter((key) => key !== queryKeys.session && key !== queryKeys.user);

type Keys = readonly (readonly unknown[])[];

/** Refetches the given data sets the page shows and marks the others stale. */
export async function refreshSynced(queryClient: QueryClient, keys: Keys = SYNCED_KEYS): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** After a day change every cached answer may belong to the old day: all of it is refetched. */
export async function refreshEverything(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries();
}

/** POST /api/force-reset: the server resets only when the member's day has not been reset yet. */
export async function forceReset(): Promise<boolean> {
  return (await requestJournalReset("auto"))?.resetPerformed === true;
}

/** After login: drop every cached answer of the previous visitor, then fetch the synced sets anew. */
export async function syncAfterLogin(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await Promise.allSettled(SYNCED_KEYS.map((queryKey) => queryClient.fetchQuery({ queryKey, staleTime: 0 })));
}
