// React Query's cache kept on the device per member (docs/decisions.md "Offline"): written to
// IndexedDB a second after it changes, read back when a signed-in screen opens, so the screens a
// member visited show their data with no signal. Kept 7 days. Only successful answers are kept, never
// the empty stand-ins the client shows while the server is unreachable (lib/client/fallbacks).
// Loaded after idle (components/offline/offline-runtime, by the shell): not in the first-load script.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { get, set } from "idb-keyval";
import { isOfflineFallback } from "@/lib/client/fallbacks";
import { claimDeviceCopy, deviceStore } from "@/lib/client/offline/device-store";

export const CACHE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const SAVE_DELAY_MS = 1000;

export type PersistedQuery = { key: QueryKey; data: unknown; updatedAt: number };
export type PersistedCache = { v: 1; member: number; savedAt: number; queries: PersistedQuery[] };

const cacheKey = (memberId: number) => `cache:${memberId}`;

/** The queries worth keeping: answered, not a stand-in. */
export function snapshot(queryClient: QueryClient, memberId: number, now = Date.now()): PersistedCache {
  const queries: PersistedQuery[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const { status, data, dataUpdatedAt } = query.state;
    if (status !== "success" || data === undefined || isOfflineFallback(data)) continue;
    queries.push({ key: query.queryKey, data, updatedAt: dataUpdatedAt });
  }
  return { v: 1, member: memberId, savedAt: now, queries };
}

/** A record as read back: undefined when it is not one this code wrote (corrupted, older format). */
export function parsePersisted(value: unknown, memberId: number, now = Date.now()): PersistedCache | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Partial<PersistedCache>;
  if (record.v !== 1 || record.member !== memberId || typeof record.savedAt !== "number" || !Array.isArray(record.queries)) return undefined;
  if (now - record.savedAt > CACHE_MAX_AGE_MS) return undefined;
  return record as PersistedCache;
}

/**
 * Puts the kept answers into the cache where the cache has nothing better: no data, a stand-in, or an
 * older answer. Returns how many were restored.
 */
export function restore(queryClient: QueryClient, persisted: PersistedCache): number {
  let restored = 0;
  for (const entry of persisted.queries) {
    if (!Array.isArray(entry?.key) || typeof entry.updatedAt !== "number") continue;
    const current = queryClient.getQueryState(entry.key);
    const better = current?.data !== undefined && !isOfflineFallback(current.data) && current.dataUpdatedAt >= entry.updatedAt;
    if (better) continue;
    queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    restored++;
  }
  return restored;
}

/** Restores the member's copy, then keeps it up to date. Returns the stop function. */
export async function persistQueryCache(queryClient: QueryClient, memberId: number): Promise<() => void> {
  const db = deviceStore();
  if (!db) return () => {};
  await claimDeviceCopy(memberId);
  try {
    const persisted = parsePersisted(await get(cacheKey(memberId), db), memberId);
    if (persisted) restore(queryClient, persisted);
  } catch (error) {
    console.error("[offline] the device copy of the screens could not be read", error);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    set(cacheKey(memberId), snapshot(queryClient, memberId), db).catch((error) => console.error("[offline] could not keep the screens' data", error));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed") return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
