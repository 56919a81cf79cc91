import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { clear, createStore } from "idb-keyval";
import { OUTBOX_DB } from "@/lib/client/offline/forget-device";
import { hasWorkerReport, withWorkerReport } from "@/lib/client/offline/worker-report";
import { keepWrite, type SyncReport } from "@/lib/client/offline/outbox";
import { outboxKind } from "@/lib/client/offline/stand-ins";
import type { OutboxWrite } from "@/lib/client/api";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { aPageSends, openOutbox, sendOutboxFromWorker, sessionMember, syncOutbox, type WorkerDeps } from "@/lib/sw/outbox-sync";

const NOW = Date.UTC(2026, 10, 29, 18);
let madeAt = NOW;
const write = (method: OutboxWrite["method"], path: string, body?: unknown): OutboxWrite => ({ key: `key-${madeAt}`, method, path, body, madeAt: madeAt++ });
const keep = (member: number, w: OutboxWrite) => keepWrite(member, w, outboxKind(w) === "create");
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Web Locks in one process: a request waits for the one before it. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

const store = createStore(OUTBOX_DB, "writes");
let fetchMock: jest.Mock;
let sent: { method: string; url: string; headers: Record<string, string>; body: unknown; credentials: string }[];
const noPage = (member: number | null = 7, extra: Partial<WorkerDeps> = {}): WorkerDeps => ({ windows: async () => [], locks: fakeLocks(), member: async () => member, ...extra });

beforeEach(async () => {
  await clear(store);
  sent = [];
  fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ method: String(init.method), url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined, credentials: String(init.credentials) });
    return json(200, { id: 100 + sent.length, pointsAwarded: 5 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const numericKeys = async () => (await import("idb-keyval").then((m) => m.keys(store))).filter((k) => typeof k === "number");

describe("the service worker's background sync of the outbox", () => {
  it("sends the member's writes in order with their method, path, body, key, Made-At and cookie, removes them, and keeps a report for the next open", async () => {
    const create = write("POST", "/api/goals", { type: "task1", title: "Stretch" });
    await keep(7, create);
    const recordOfCreate = (await import("idb-keyval").then((m) => m.values(store)))[0] as { clientId: number };
    await keep(7, write("PATCH", `/api/goals/${recordOfCreate.clientId}`, { isCompleted: true }));
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "Offline learning" }));

    await expect(sendOutboxFromWorker(noPage())).resolves.toBe(true);
    expect(sent.map((s) => `${s.method} ${s.url.split("?")[0]}`)).toEqual(["POST /api/goals", "PATCH /api/goals/101", "POST /api/learnings"]);
    expect(sent.map((s) => s.headers["Idempotency-Key"])).toEqual([`key-${NOW}`, `key-${NOW + 1}`, `key-${NOW + 2}`]);
    expect(sent.map((s) => s.headers[MADE_AT_HEADER])).toEqual([String(NOW), String(NOW + 1), String(NOW + 2)]);
    expect(sent[2].body).toEqual({ type: "learned", content: "Offline learning" });
    expect(sent.every((s) => s.credentials === "include")).toBe(true);
    expect(await numericKeys()).toEqual([]);

    // The page's next sync shows it once: three changes, their points in one answer.
    expect(await hasWorkerReport(7, store)).toBe(true);
    const empty: SyncReport = { sent: 0, answers: [], refused: [], skipped: 0, done: true };
    const shown = await withWorkerReport(7, empty, store);
    expect(shown).toMatchObject({ sent: 3, answers: [{ pointsAwarded: 15 }], refused: [] });
    expect(await withWorkerReport(7, empty, store)).toEqual(empty);
  });

  it("removes a refused write, keeps the refusal for the member, and sends the rest", async () => {
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "Too old" }));
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "Kept" }));
    fetchMock.mockImplementationOnce(async () => json(400, { message: "This change was made offline more than 36 hours ago, too late for its day: it was not saved" }));
    await expect(sendOutboxFromWorker(noPage())).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await numericKeys()).toEqual([]);
    const shown = await withWorkerReport(7, { sent: 0, answers: [], refused: [], skipped: 0, done: true }, store);
    expect(shown.sent).toBe(1);
    expect(shown.refused).toEqual([{ write: expect.objectContaining({ body: { type: "learned", content: "Too old" } }), message: expect.stringMatching(/^This change was made offline/) }]);
  });

  it("stops at the first network failure, keeps that write and the next, and has the sync retried", async () => {
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "A" }));
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "B" }));
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "C" }));
    let calls = 0;
    fetchMock.mockImplementation(async () => {
      if (++calls === 1) return json(200, { id: 1, pointsAwarded: 1 });
      throw new TypeError("Failed to fetch");
    });
    await expect(syncOutbox(noPage())).rejects.toThrow(/retried later/);
    expect(await numericKeys()).toHaveLength(2);
    // Retried (a second sync event): the rest go, with the keys they were made with.
    fetchMock.mockImplementation(async () => json(200, { pointsAwarded: 1 }));
    await expect(syncOutbox(noPage())).resolves.toBeUndefined();
    expect(await numericKeys()).toHaveLength(0);
    expect((await withWorkerReport(7, { sent: 0, answers: [], refused: [], skipped: 0, done: true }, store)).sent).toBe(3);
  }, 15_000);

  it("sends only for the member the session names, and nothing without a session or a connection", async () => {
    await keep(8, write("POST", "/api/learnings", { type: "learned", content: "another member's" }));
    await expect(sendOutboxFromWorker(noPage(7))).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(sendOutboxFromWorker(noPage(null))).resolves.toBe(false);
    await expect(sendOutboxFromWorker(noPage(8, { member: async () => Promise.reject(new TypeError("Failed to fetch")) }))).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await numericKeys()).toHaveLength(1);
  });

  it("never sends beside the page's sender: it waits for the outbox's lock and finds the writes gone", async () => {
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "once" }));
    const locks = fakeLocks();
    let release!: () => void;
    const pageHolds = locks.request("reach-outbox", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      await clear(store); // the page sent it
    });
    const worker = sendOutboxFromWorker(noPage(7, { locks }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    release();
    await pageHolds;
    await expect(worker).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without Web Locks the worker leaves the sending to the pages", async () => {
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "x" }));
    await expect(sendOutboxFromWorker(noPage(7, { locks: undefined }))).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks an open page to send, and sends itself when none answers", async () => {
    const answering = { postMessage: (message: unknown, [port]: Transferable[]) => (message as { type: string }).type === "reach-outbox-sync" && (port as MessagePort).postMessage({ taken: true }) };
    const silent = { postMessage: () => {} };
    await expect(aPageSends([answering])).resolves.toBe(true);
    await expect(aPageSends([silent], 30)).resolves.toBe(false);
    await expect(aPageSends([])).resolves.toBe(false);

    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "x" }));
    await syncOutbox(noPage(7, { windows: async () => [answering] }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never creates the outbox on a device that has none (signed out)", async () => {
    const device = global.indexedDB;
    global.indexedDB = new IDBFactory();
    try {
      await expect(sendOutboxFromWorker(noPage())).resolves.toBe(true);
      const outbox = openOutbox();
      await expect(outbox.store("readonly", (s) => s.count())).rejects.toThrow(/no outbox/);
      outbox.close();
      expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(OUTBOX_DB);
    } finally {
      global.indexedDB = device;
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads the member from the session", async () => {
    fetchMock.mockImplementationOnce(async () => json(200, { userId: 7, isAdmin: false, username: "m" }));
    await expect(sessionMember()).resolves.toBe(7);
    fetchMock.mockImplementationOnce(async () => json(401, { message: "Unauthorized" }));
    await expect(sessionMember()).resolves.toBeNull();
    fetchMock.mockImplementationOnce(async () => json(503, {}));
    await expect(sessionMember()).rejects.toThrow();
  });
});
