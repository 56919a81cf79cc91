"use client";
// The one home of what the browser keeps (docs/decisions.md "Browser data lives in one module"; docs/product/widgets.md#browser-storage): every key
// is namespaced by member (`reach:<memberId>:<key>`, so a shared family computer never shows one
// member's data to another), every value is stored as a versioned envelope `{ v, data }` and read
// back through a zod schema (corrupt, old or missing data gives the fallback, never an exception),
// a full or blocked localStorage falls back to memory for this tab, and subscribers hear writes
// from this tab and from other tabs (the `storage` event). Usage: lib/client/README.md.
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useSession } from "@/lib/client/use-session";

/** The envelope's format; a stored value of another version reads as the fallback. */
export const LOCAL_VERSION = 1;

const PREFIX = "reach:";

export const localKey = (memberId: number, key: string) => `${PREFIX}${memberId}:${key}`;

/**
 * A zod schema of the data, or anything that checks the same way. Typed by shape, so this module
 * does not import zod: pages that only read plain records keep zod out of their first-load
 * script (docs/decisions.md "Loaded when used, not with the page").
 */
export type LocalSchema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

/** The envelope `{ v: LOCAL_VERSION, data }`: its data, or undefined when the value is not one. */
function envelopeData(json: unknown): { data: unknown } | undefined {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return undefined;
  const { v, data } = json as { v?: unknown; data?: unknown };
  return v === LOCAL_VERSION ? { data } : undefined;
}

// Values this tab could not put in localStorage (quota, private mode, storage disabled). They
// shadow localStorage until a write there succeeds or another tab writes the key.
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

function getRaw(fullKey: string): string | null {
  if (memory.has(fullKey)) return memory.get(fullKey)!;
  try {
    return storage()?.getItem(fullKey) ?? null;
  } catch {
    return null;
  }
}

// Parsing is cached per key and raw string, so React sees the same object until the data changes.
const decoded = new Map<string, { raw: string; schema: LocalSchema<unknown>; value: unknown }>();

function decode<T>(fullKey: string, raw: string | null, schema: LocalSchema<T>, fallback: T): T {
  if (raw === null) return fallback;
  const cached = decoded.get(fullKey);
  if (cached && cached.raw === raw && cached.schema === schema) return cached.value as T;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback;
  }
  const outer = envelopeData(json);
  const inner = outer ? schema.safeParse(outer.data) : null;
  if (!inner?.success) return fallback;
  decoded.set(fullKey, { raw, schema, value: inner.data });
  return inner.data;
}

export function readLocal<T>(memberId: number, key: string, schema: LocalSchema<T>, fallback: T): T {
  const fullKey = localKey(memberId, key);
  return decode(fullKey, getRaw(fullKey), schema, fallback);
}

// Same-tab subscribers, by full key (the `storage` event only reaches other tabs).
const listeners = new Map<string, Set<() => void>>();

function notify(fullKey: string | null): void {
  const sets = fullKey === null ? [...listeners.values()] : [listeners.get(fullKey)];
  for (const set of sets) for (const listener of [...(set ?? [])]) listener();
}

export function writeLocal<T>(memberId: number, key: string, value: T): void {
  const fullKey = localKey(memberId, key);
  const raw = JSON.stringify({ v: LOCAL_VERSION, data: value });
  try {
    const store = storage();
    if (!store) throw new Error("no localStorage");
    store.setItem(fullKey, raw);
    memory.delete(fullKey);
  } catch {
    memory.set(fullKey, raw);
  }
  notify(fullKey);
}

export function removeLocal(memberId: number, key: string): void {
  const fullKey = localKey(memberId, key);
  memory.delete(fullKey);
  try {
    storage()?.removeItem(fullKey);
  } catch {
    /* nothing stored there */
  }
  notify(fullKey);
}

let listeningToOtherTabs = false;
function listenToOtherTabs(): void {
  if (listeningToOtherTabs || typeof window === "undefined") return;
  listeningToOtherTabs = true;
  window.addEventListener("storage", (event) => {
    // key null: another tab cleared the whole storage.
    if (event.key === null) memory.clear();
    else if (!event.key.startsWith(PREFIX)) return;
    else memory.delete(event.key);
    notify(event.key);
  });
}

/** Calls `onChange` after every write or removal of the key, in this tab or another one. */
export function subscribeLocal(memberId: number, key: string, onChange: () => void): () => void {
  const fullKey = localKey(memberId, key);
  const set = listeners.get(fullKey) ?? new Set();
  set.add(onChange);
  listeners.set(fullKey, set);
  listenToOtherTabs();
  return () => {
    set.delete(onChange);
    if (!set.size) listeners.delete(fullKey);
  };
}

/** The member's keys (without the `reach:<memberId>:` prefix), sorted: what an export reads. */
export function listLocalKeys(memberId: number): string[] {
  const prefix = localKey(memberId, "");
  const keys = new Set<string>();
  for (const fullKey of memory.keys()) if (fullKey.startsWith(prefix)) keys.add(fullKey.slice(prefix.length));
  try {
    const store = storage();
    for (let i = 0; store && i < store.length; i++) {
      const fullKey = store.key(i);
      if (fullKey?.startsWith(prefix)) keys.add(fullKey.slice(prefix.length));
    }
  } catch {
    /* storage blocked: memory only */
  }
  return [...keys].sort();
}

const noop = () => {};
const unsubscribed = () => noop;
const serverSnapshot = () => null;

/**
 * A piece of the signed-in member's browser data as React state that follows other tabs.
 * Without a member (signed out, session still loading) it shows the fallback and ignores writes.
 */
export function useLocalState<T>(
  key: string,
  schema: LocalSchema<T>,
  fallback: T,
): [T, (next: T | ((prev: T) => T)) => void] {
  const memberId = useSession().data?.userId;
  const subscribe = useMemo(
    () => (memberId == null ? unsubscribed : (onChange: () => void) => subscribeLocal(memberId, key, onChange)),
    [memberId, key],
  );
  const raw = useSyncExternalStore(subscribe, () => (memberId == null ? null : getRaw(localKey(memberId, key))), serverSnapshot);
  const value = memberId == null ? fallback : decode(localKey(memberId, key), raw, schema, fallback);
  const set = useCallback(
    (next: T | ((prev: T) => T)) => {
      if (memberId == null) return;
      const value = typeof next === "function" ? (next as (prev: T) => T)(readLocal(memberId, key, schema, fallback)) : next;
      writeLocal(memberId, key, value);
    },
    [memberId, key, schema, fallback],
  );
  return [value, set];
}
