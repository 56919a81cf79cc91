// Writes the server has not acknowledged yet, kept in localStorage ("reach:pending:<owner>:<key>")
// so a lost connection or a reload never drops what the member typed. All tabs share one record
// per field: the newest value overwrites older ones, so whichever tab sends, it sends the newest.

export const PENDING_PREFIX = "reach:pending:";

export type PendingRecord<V = unknown> = { value: V; updatedAt: number; tab: string };

/** Identifies this tab's own records among those other tabs write. */
export const TAB_ID = Math.random().toString(36).slice(2, 10);

// Private windows or a full quota can refuse localStorage; memory keeps the session working.
const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

function getItem(key: string): string | null {
  try {
    return local()?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function setItem(key: string, value: string): void {
  try {
    const store = local();
    if (store) return store.setItem(key, value);
  } catch {
    /* fall through to memory */
  }
  memory.set(key, value);
}

function removeItem(key: string): void {
  memory.delete(key);
  try {
    local()?.removeItem(key);
  } catch {
    /* nothing stored there */
  }
}

/** The storage key of a field for a member (records never cross accounts on a shared browser). */
export const pendingStorageKey = (owner: string | number, key: string) => `${PENDING_PREFIX}${owner}:${key}`;

export function parseRecord<V>(raw: string | null): PendingRecord<V> | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as PendingRecord<V>;
    return record && typeof record.updatedAt === "number" && "value" in record ? record : null;
  } catch {
    return null;
  }
}

export const readPending = <V>(storageKey: string) => parseRecord<V>(getItem(storageKey));

let lastStamp = 0;
/** Strictly increasing within a tab, so two edits in one millisecond still order. */
function stamp(now: number): number {
  lastStamp = Math.max(now, lastStamp + 1);
  return lastStamp;
}

export function writePending<V>(storageKey: string, value: V, now = Date.now()): PendingRecord<V> {
  const record = { value, updatedAt: stamp(now), tab: TAB_ID };
  setItem(storageKey, JSON.stringify(record));
  return record;
}

/** Drops the record once the server has acknowledged it, unless a newer edit replaced it meanwhile. */
export function acknowledgePending(storageKey: string, updatedAt: number): void {
  const current = readPending(storageKey);
  if (current && current.updatedAt <= updatedAt) removeItem(storageKey);
}

export const discardPending = removeItem;

// Mounted autosave fields register how to resend their record; see resendPendingWrites.
type Resender = () => Promise<void>;
const resenders = new Map<string, Set<Resender>>();

export function registerResender(storageKey: string, resend: Resender): () => void {
  const set = resenders.get(storageKey) ?? new Set<Resender>();
  set.add(resend);
  resenders.set(storageKey, set);
  installOnlineListener();
  return () => {
    set.delete(resend);
    if (!set.size) resenders.delete(storageKey);
  };
}

/**
 * Sends every pending write of a mounted field again. Called on app start, when the connection
 * returns (the `online` event) and on wake; a field that mounts later sends its own record.
 */
export async function resendPendingWrites(): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const [storageKey, set] of resenders) {
    if (!readPending(storageKey)) continue;
    const first = set.values().next().value;
    if (first) jobs.push(first());
  }
  await Promise.all(jobs);
}

let listening = false;
function installOnlineListener(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("online", () => void resendPendingWrites());
}
