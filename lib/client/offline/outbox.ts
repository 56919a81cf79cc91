// The member's outbox (docs/decisions.md "Offline", "The outbox"): writes made with no connection wait
// in IndexedDB ("reach-outbox") and are sent in the order they were made, each with the
// Idempotency-Key made when it was made, so a write sent twice (a lost answer, a reload, two tabs) is
// stored once. A create made offline carries a client id (negative) that later writes use in their
// paths (complete the goal created offline); its server id is kept when the create's answer comes
// back and the later paths are rewritten with it. Each record names its member: another member's
// records are dropped, never sent. A record that does not read back is skipped with a console error.
import { createStore, del, entries, set, type UseStore } from "idb-keyval";
import type { OutboxWrite, WriteMethod } from "@/lib/client/api";
import { OUTBOX_DB } from "@/lib/client/offline/forget-device";
import { CLIENT_ID_SEGMENT } from "@/lib/client/offline/stand-ins";

export type OutboxRecord = OutboxWrite & { v: 1; member: number; clientId?: number };

/** What sending one write gave: the server's answer, a refusal to show, or "try again later". */
export type SendOutcome = { ok: true; answer: unknown } | { ok: false; refused: string } | { ok: false; later: true };
export type Send = (write: OutboxRecord, path: string) => Promise<SendOutcome>;

export type SyncReport = { sent: number; answers: unknown[]; refused: { write: OutboxRecord; message: string }[]; skipped: number; done: boolean };

/** A change refused because it used something made offline that the server did not keep. */
export const DEPENDS_ON_REFUSED = "It changed something made offline that was not saved";

let store: UseStore | undefined;
export function outboxStore(): UseStore | undefined {
  if (typeof indexedDB === "undefined") return undefined;
  store ??= createStore(OUTBOX_DB, "writes");
  return store;
}
/** Tests: a fresh store after the database was deleted. */
export const resetOutboxStore = () => void (store = undefined);

const METHODS = new Set<WriteMethod>(["POST", "PUT", "PATCH", "DELETE"]);
const isRecord = (value: unknown): value is OutboxRecord => {
  const r = value as Partial<OutboxRecord> | null;
  return (
    !!r &&
    typeof r === "object" &&
    r.v === 1 &&
    Number.isSafeInteger(r.member) &&
    typeof r.key === "string" &&
    r.key.length > 0 &&
    METHODS.has(r.method as WriteMethod) &&
    typeof r.path === "string" &&
    r.path.startsWith("/api/") &&
    Number.isFinite(r.madeAt) &&
    (r.clientId === undefined || (Number.isSafeInteger(r.clientId) && r.clientId < 0))
  );
};

let last = 0;
/** Ever-growing record keys (the order writes were made), unlikely to meet another tab's. */
function nextSeq(now: number): number {
  last = Math.max(now * 1000 + Math.floor(Math.random() * 1000), last + 1);
  return last;
}

/** Keeps a write; a create gets its client id (the record's own key, negated). Answers the record. */
export async function keepWrite(member: number, write: OutboxWrite, creates: boolean): Promise<OutboxRecord> {
  const seq = nextSeq(write.madeAt);
  const record: OutboxRecord = { v: 1, member, ...write, ...(creates && { clientId: -seq }) };
  const db = outboxStore();
  if (db) await set(seq, record, db);
  return record;
}

/** The writes waiting, oldest first, with the key of each; anything else the store holds is left out. */
async function waiting(db: UseStore): Promise<{ writes: [number, unknown][]; ids: Map<number, number> }> {
  const all = await entries<IDBValidKey, unknown>(db);
  const writes: [number, unknown][] = [];
  const ids = new Map<number, number>();
  for (const [key, value] of all) {
    if (typeof key === "number") writes.push([key, value]);
    else if (typeof key === "string" && key.startsWith("id:") && typeof value === "number") ids.set(Number(key.slice(3)), value);
  }
  writes.sort((a, b) => a[0] - b[0]);
  return { writes, ids };
}

/** The member's writes waiting, oldest first. */
export async function listWaiting(member: number): Promise<OutboxRecord[]> {
  const db = outboxStore();
  if (!db) return [];
  const { writes } = await waiting(db);
  return writes.map(([, value]) => value).filter((value): value is OutboxRecord => isRecord(value) && value.member === member);
}

/** How many of the member's writes wait. */
export async function countWaiting(member: number): Promise<number> {
  return (await listWaiting(member)).length;
}

/** Removes every record of another member (another member signed in on the device). */
export async function dropOtherMembers(member: number): Promise<void> {
  const db = outboxStore();
  if (!db) return;
  const { writes } = await waiting(db);
  for (const [key, value] of writes) if (isRecord(value) && value.member !== member) await del(key, db);
}

/** Removes the kept server ids once no write waits (the screens read the server's ids again by then). */
export async function forgetIdsWhenEmpty(): Promise<void> {
  const db = outboxStore();
  if (!db) return;
  const all = await entries<IDBValidKey, unknown>(db);
  if (all.some(([key]) => typeof key === "number")) return;
  for (const [key] of all) if (typeof key === "string" && key.startsWith("id:")) await del(key, db);
}

/** The path with each client id replaced by its server id; null when one has none (its create was refused). */
export function mapPath(path: string, ids: Map<number, number>): string | null {
  let unknown = false;
  const mapped = path.replace(CLIENT_ID_SEGMENT, (_segment, id: string) => {
    const serverId = ids.get(Number(id));
    if (!serverId) unknown = true;
    return `/${serverId ?? id}`;
  });
  return unknown ? null : mapped;
}

/**
 * Sends the member's waiting writes in order, until none is left or one must wait (no connection,
 * the server busy or the session gone: `done` false). A refused write is removed and reported; a
 * corrupted record is removed with a console error; the rest are sent.
 */
export async function sendWaiting(
  member: number,
  send: Send,
  createdId: (answer: unknown) => number | undefined,
  // The service worker's background sync opens its own (lib/sw/outbox-sync).
  db: UseStore | undefined = outboxStore(),
): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, answers: [], refused: [], skipped: 0, done: true };
  if (!db) return report;
  for (;;) {
    const { writes, ids } = await waiting(db);
    const mine = writes.filter(([, value]) => !isRecord(value) || value.member === member);
    if (mine.length === 0) return report;
    for (const [key, value] of mine) {
      if (!isRecord(value)) {
        console.error("[outbox] skipped a corrupted record", key, value);
        report.skipped++;
        await del(key, db);
        continue;
      }
      const path = mapPath(value.path, ids);
      const outcome: SendOutcome = path === null ? { ok: false, refused: DEPENDS_ON_REFUSED } : await send(value, path);
      if ("later" in outcome) return { ...report, done: false };
      if (outcome.ok) {
        report.sent++;
        report.answers.push(outcome.answer);
        const id = value.clientId !== undefined ? createdId(outcome.answer) : undefined;
        if (value.clientId !== undefined && id !== undefined) {
          await set(`id:${value.clientId}`, id, db);
          ids.set(value.clientId, id);
        }
      } else {
        report.refused.push({ write: value, message: outcome.refused });
      }
      await del(key, db);
    }
  }
}
