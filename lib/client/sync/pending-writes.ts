// Writes the server has not acknowledged yet, kept in the browser's local store (lib/client/
// local-store: `reach:<owner>:pending:<field>`) so a lost connection or a reload never drops what
// the member typed. All tabs share one record per field: the newest value overwrites older ones,
// so whichever tab sends, it sends the newest.
import { announceChangesSent } from "@/lib/client/offline/sync-events";
import { localKey, readLocal, removeLocal, subscribeLocal, writeLocal, type LocalSchema } from "@/lib/client/local-store";

export type PendingRecord<V = unknown> = { value: V; updatedAt: number; tab: string };

// Checked by hand rather than with zod: the dashboard's autosave reads these on first load, and
// zod stays out of its first-load script (docs/decisions.md "zod stays out of first-load code"). Unknown keys are dropped, as zod would.
const record: LocalSchema<PendingRecord> = {
  safeParse(data) {
    if (typeof data !== "object" || data === null || Array.isArray(data)) return { success: false };
    const { value, updatedAt, tab } = data as Partial<PendingRecord>;
    if (typeof updatedAt !== "number" || !Number.isFinite(updatedAt) || typeof tab !== "string") return { success: false };
    return { success: true, data: { value, updatedAt, tab } };
  },
};

/** Identifies this tab's own records among those other tabs write. */
export const TAB_ID = Math.random().toString(36).slice(2, 10);

const keyOf = (field: string) => `pending:${field}`;

/** The storage key of a field for a member (records never cross accounts on a shared browser). */
export const pendingStorageKey = (owner: number, field: string) => localKey(owner, keyOf(field));

export const readPending = <V>(owner: number, field: string) =>
  readLocal(owner, keyOf(field), record, null) as PendingRecord<V> | null;

let lastStamp = 0;
/** Strictly increasing within a tab, so two edits in one millisecond still order. */
function stamp(now: number): number {
  lastStamp = Math.max(now, lastStamp + 1);
  return lastStamp;
}

export function writePending<V>(owner: number, field: string, value: V, now = Date.now()): PendingRecord<V> {
  const pending = { value, updatedAt: stamp(now), tab: TAB_ID };
  writeLocal(owner, keyOf(field), pending);
  return pending;
}

/** Drops the record once the server has acknowledged it, unless a newer edit replaced it meanwhile. */
export function acknowledgePending(owner: number, field: string, updatedAt: number): void {
  const current = readPending(owner, field);
  if (current && current.updatedAt <= updatedAt) removeLocal(owner, keyOf(field));
}

export const discardPending = (owner: number, field: string) => removeLocal(owner, keyOf(field));

/** Called when the field's record changes, in this tab or another. */
export const subscribePending = (owner: number, field: string, onChange: () => void) =>
  subscribeLocal(owner, keyOf(field), onChange);

// Mounted autosave fields register how to resend their record; see resendPendingWrites.
type Resender = () => Promise<void>;
const resenders = new Map<string, { owner: number; field: string; set: Set<Resender> }>();

export function registerResender(owner: number, field: string, resend: Resender): () => void {
  const id = pendingStorageKey(owner, field);
  const entry = resenders.get(id) ?? { owner, field, set: new Set<Resender>() };
  entry.set.add(resend);
  resenders.set(id, entry);
  installOnlineListener();
  return () => {
    entry.set.delete(resend);
    if (!entry.set.size) resenders.delete(id);
  };
}

/**
 * Sends every pending write of a mounted field again. Called on app start, when the connection
 * returns (the `online` event, or a call reaching the server again: the offline bar's probe, since
 * a phone with no signal often keeps navigator.onLine true) and on wake; a field that mounts later
 * sends its own record.
 */
export async function resendPendingWrites(): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const { owner, field, set } of resenders.values()) {
    if (!readPending(owner, field)) continue;
    const first = set.values().next().value;
    if (first) jobs.push(first());
  }
  await Promise.all(jobs);
  announceChangesSent(jobs.length);
}

let listening = false;
function installOnlineListener(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("online", () => void resendPendingWrites());
  // A call reaching the server again also resends (lib/client/sync/resend-when-reachable).
}
