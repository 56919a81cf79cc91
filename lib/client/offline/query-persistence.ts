// React Query's cache kept on the device per member (docs/decisions.md "Offline"): written to
// IndexedDB a second after it changes, so the screens a member visited show their data with no
// signal. Kept 7 days. Only the member's own successful answers are kept: never the empty stand-ins
// the client shows while the server is unreachable (lib/client/fallbacks), never the admin screens'
// reads of other members (a coach's device keeps no member's journal). A kept answer is used only
// where the server could not answer (a stand-in or a failed read) or where the screen's answer is
// older than it (a page opened from the worker's copy): online, the server stays the truth, so a
// kept answer never hides a newer one (yesterday's daily summary, a journal no longer shared).
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

/** The member's own reads; the admin screens' (other members' data) stay off the device. */
const kept = (key: QueryKey) => !(typeof key[0] === "string" && key[0].startsWith("/api/admin"));

/** The queries worth keeping: the member's own, answered, not a stand-in. */
export function snapshot(queryClient: QueryClient, memberId: number, now = Date.now()): PersistedCache {
  const queries: PersistedQuery[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const { status, data, dataUpdatedAt } = query.state;
    if (status !== "success" || data === undefined || isOfflineFallback(data) || !kept(query.queryKey)) continue;
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

/** Whether a query shows nothing the server gave: its offline stand-in, or a read that failed. */
const unanswered = (state: { data: unknown; status: string } | undefined) => state !== undefined && (isOfflineFallback(state.data) || (state.status === "error" && state.data === undefined));

/** Whether the query holds an answer older than the kept one: a page opened from the service
 * worker's copy carries the data it was rendered with, older than what the device showed since (the
 * changes made offline, docs/decisions.md "Offline", "The outbox"). */
const olderThan = (state: { status: string; dataUpdatedAt: number } | undefined, updatedAt: number) =>
  state !== undefined && state.status === "success" && state.dataUpdatedAt < updatedAt;

/**
 * Puts the kept answer of each query that the server could not answer (a stand-in or a failed read),
 * or whose answer is older than the kept one, into the cache; a query with a newer answer, or not
 * read yet, is left alone. Returns how many were restored.
 */
export function restore(queryClient: QueryClient, persisted: PersistedCache): number {
  let restored = 0;
  for (const entry of persisted.queries) {
    if (!Array.isArray(entry?.key) || typeof entry.updatedAt !== "number") continue;
    const state = queryClient.getQueryState(entry.key);
    if (!unanswered(state) && !olderThan(state, entry.updatedAt)) continue;
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
  let persisted: PersistedCache | undefined;
  try {
    persisted = parsePersisted(await get(cacheKey(memberId), db), memberId);
    if (persisted) restore(queryClient, persisted);
  } catch (error) {
    console.error("[offline] the device copy of the screens could not be read", error);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    // What the device read while it had no signal is not kept over the last answers.
    const current = snapshot(queryClient, memberId);
    const fresh = new Set(current.queries.map((q) => JSON.stringify(q.key)));
    const since = Date.now() - CACHE_MAX_AGE_MS;
    const older = persisted?.queries.filter((q) => !fresh.has(JSON.stringify(q.key)) && kept(q.key) && q.updatedAt >= since) ?? [];
    persisted = { ...current, queries: [...current.queries, ...older] };
    set(cacheKey(memberId), persisted, db).catch((error) => console.error("[offline] could not keep the screens' data", error));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed") return;
    // A read the server could not answer now gets its kept answer.
    if (event.type === "updated" && persisted && unanswered(event.query.state)) restore(queryClient, { ...persisted, queries: persisted.queries.filter((q) => JSON.stringify(q.key) === JSON.stringify(event.query.queryKey)) });
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
