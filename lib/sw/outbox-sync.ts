// The service worker's background sync of the outbox (docs/decisions.md "Offline", "Background
// sync"), bundled into /sw.js (lib/sw/sw.mjs). On the `sync` event (tag "reach-outbox", Chromium):
// an open page of Reach that answers is asked to send its outbox (its sender does it, in order,
// once); with none, the worker sends the outbox itself: the same records (IndexedDB "reach-outbox"),
// the same send and rule as the page (lib/client/offline/send-kept, answer-rule, outbox's
// sendWaiting), each with its Idempotency-Key, Made-At and the session cookie, for the member the
// session names only. One sender at a time: the Web Lock the page's sender holds too. What it sent
// waits for the member's next open (lib/client/offline/worker-report). A write that must wait (no
// connection, the server busy, the session gone) rejects the sync, which the engine retries later.
import type { UseStore } from "idb-keyval";
import { keys } from "idb-keyval";
import { OUTBOX_LOCK, OUTBOX_SYNC_MESSAGE } from "@/lib/client/offline/background-sync";
import { OUTBOX_DB } from "@/lib/client/offline/forget-device";
import { sendWaiting, type Send } from "@/lib/client/offline/outbox";
import { sendKept } from "@/lib/client/offline/send-kept";
import { createdIdOf } from "@/lib/client/offline/stand-ins";
import { keepWorkerReport } from "@/lib/client/offline/worker-report";

/** How long an open page has to answer "send your outbox" before the worker sends it itself. */
export const PAGE_ANSWER_MS = 2000;

type WindowClient = { postMessage(message: unknown, transfer: Transferable[]): void };
type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
export type WorkerDeps = {
  /** The app's window clients (clients.matchAll({ type: "window" })). */
  windows: () => Promise<readonly WindowClient[]>;
  locks: LockManagerLike | undefined;
  /** The signed-in member's id by the session cookie; null without a session; throws with no connection. */
  member: () => Promise<number | null>;
  send?: Send;
};

/**
 * The outbox's store opened for one sync and closed after it (a connection kept open would hold
 * up the database's deletion at sign-out). It is never created here: a device whose outbox was
 * deleted (signed out) has nothing to send.
 */
export function openOutbox(): { store: UseStore; close: () => void } {
  let opened: Promise<IDBDatabase | null> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase | null>((resolve, reject) => {
      const request = indexedDB.open(OUTBOX_DB);
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => db.close();
        resolve(db.objectStoreNames.contains("writes") ? db : (db.close(), null));
      };
      request.onerror = () => (request.error?.name === "AbortError" ? resolve(null) : reject(request.error));
    }));
  const store: UseStore = async (mode, callback) => {
    const db = await open();
    if (!db) throw new Error("[outbox] no outbox on this device");
    return callback(db.transaction("writes", mode).objectStore("writes"));
  };
  return { store, close: () => void open().then((db) => db?.close(), () => undefined) };
}

async function writesWait(outbox: { store: UseStore }): Promise<boolean> {
  try {
    return (await keys(outbox.store)).some((key) => typeof key === "number");
  } catch {
    return false;
  }
}

/** The worker sends the member's outbox; answers whether it is done (false: the sync is retried later). */
export async function sendOutboxFromWorker(deps: WorkerDeps): Promise<boolean> {
  // Chromium, the engine with background sync, has Web Locks: without them the worker never sends
  // (a second sender beside an open page), the page's `online` event and next open do.
  if (!deps.locks) return true;
  const outbox = openOutbox();
  try {
    return await deps.locks.request(OUTBOX_LOCK, async () => {
      if (!(await writesWait(outbox))) return true;
      let member: number | null;
      try {
        member = await deps.member();
      } catch {
        return false;
      }
      // No session: the writes wait for the member's next sign-in on this device (or go at sign-out).
      if (member === null) return false;
      const report = await sendWaiting(member, deps.send ?? sendKept, createdIdOf, outbox.store);
      await keepWorkerReport(member, report, outbox.store);
      return report.done;
    });
  } finally {
    outbox.close();
  }
}

/** Whether an open page of Reach answers "send your outbox" within PAGE_ANSWER_MS (it then sends). */
export function aPageSends(windows: readonly WindowClient[], waitMs = PAGE_ANSWER_MS): Promise<boolean> {
  if (windows.length === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const ports: MessagePort[] = [];
    const settle = (taken: boolean) => {
      clearTimeout(timer);
      for (const port of ports) port.close();
      resolve(taken);
    };
    const timer = setTimeout(() => settle(false), waitMs);
    for (const client of windows) {
      const channel = new MessageChannel();
      ports.push(channel.port1);
      channel.port1.onmessage = () => settle(true);
      client.postMessage({ type: OUTBOX_SYNC_MESSAGE }, [channel.port2]);
    }
  });
}

/** The `sync` event's work: a page sends, or the worker does; rejects when writes must wait. */
export async function syncOutbox(deps: WorkerDeps): Promise<void> {
  if (await aPageSends(await deps.windows())) return;
  if (!(await sendOutboxFromWorker(deps))) throw new Error("[sw] the outbox waits for the connection: the sync is retried later");
}

/** The signed-in member by the session cookie (GET /api/session: 401 without one). */
export async function sessionMember(fetchImpl: typeof fetch = fetch): Promise<number | null> {
  const res = await fetchImpl(`/api/session?_t=${Date.now()}`, { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`session: ${res.status}`);
  const body = (await res.json()) as { userId?: unknown };
  return typeof body.userId === "number" ? body.userId : null;
}
