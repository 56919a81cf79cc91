import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { clear, createStore, set } from "idb-keyval";
import { OUTBOX_DB } from "@/lib/client/offline/forget-device";
import { countWaiting, DEPENDS_ON_REFUSED, dropOtherMembers, forgetIdsWhenEmpty, keepWrite, mapPath, sendWaiting, type OutboxRecord, type SendOutcome } from "@/lib/client/offline/outbox";
import { createdIdOf, outboxKind, standInAnswer } from "@/lib/client/offline/stand-ins";
import type { OutboxWrite } from "@/lib/client/api";
import { isOfflineFallback } from "@/lib/client/fallbacks";

const NOW = Date.UTC(2026, 10, 29, 12);
let madeAt = NOW;
const write = (method: OutboxWrite["method"], path: string, body?: unknown): OutboxWrite => ({ key: `k-${madeAt}`, method, path, body, madeAt: madeAt++ });
const keep = (member: number, w: OutboxWrite) => keepWrite(member, w, outboxKind(w) === "create");

/** A server that answers creates with ids from 100 up and records what it was sent. */
function fakeServer(refuse: (path: string) => string | undefined = () => undefined) {
  const sent: { method: string; path: string; key: string; body: unknown }[] = [];
  let nextId = 100;
  const send = async (record: OutboxRecord, path: string): Promise<SendOutcome> => {
    const refused = refuse(path);
    if (refused) return { ok: false, refused };
    sent.push({ method: record.method, path, key: record.key, body: record.body });
    return { ok: true, answer: record.method === "POST" && /goals$|learnings$/.test(path) ? { id: nextId++, pointsAwarded: 1 } : { pointsAwarded: 2 } };
  };
  return { sent, send };
}

const rawStore = createStore(OUTBOX_DB, "writes");
beforeEach(() => clear(rawStore));

describe("the member's outbox", () => {
  it("sends the kept writes in the order they were made, each with its own key, once", async () => {
    await keep(7, write("POST", "/api/learnings", { type: "learned", content: "A" }));
    await keep(7, write("POST", "/api/behavior", { startDoing: "B" }));
    await keep(7, write("POST", "/api/notes", { content: "C" }));
    expect(await countWaiting(7)).toBe(3);
    const server = fakeServer();
    const report = await sendWaiting(7, server.send, createdIdOf);
    expect(server.sent.map((s) => s.path)).toEqual(["/api/learnings", "/api/behavior", "/api/notes"]);
    expect(new Set(server.sent.map((s) => s.key)).size).toBe(3);
    expect(report).toMatchObject({ sent: 3, refused: [], skipped: 0, done: true });
    expect(await countWaiting(7)).toBe(0);
    expect((await sendWaiting(7, server.send, createdIdOf)).sent).toBe(0);
    expect(server.sent).toHaveLength(3);
  });

  it("resolves a write on something created offline through the create's answer (client id to server id)", async () => {
    const created = await keep(7, write("POST", "/api/goals", { type: "task1", title: "Walk" }));
    expect(created.clientId).toBeLessThan(0);
    await keep(7, write("PATCH", `/api/goals/${created.clientId}`, { isCompleted: true }));
    await keep(7, write("DELETE", `/api/goals/${created.clientId}`));
    const server = fakeServer();
    await sendWaiting(7, server.send, createdIdOf);
    expect(server.sent.map((s) => `${s.method} ${s.path}`)).toEqual(["POST /api/goals", "PATCH /api/goals/100", "DELETE /api/goals/100"]);
  });

  it("refuses, without sending, a write on something whose create the server refused; the rest are sent", async () => {
    const created = await keep(7, write("POST", "/api/goals", { type: "task1", title: "Taken" }));
    await keep(7, write("PATCH", `/api/goals/${created.clientId}`, { isCompleted: true }));
    await keep(7, write("POST", "/api/notes", { content: "kept" }));
    const server = fakeServer((path) => (path === "/api/goals" ? "This slot is already in use." : undefined));
    const report = await sendWaiting(7, server.send, createdIdOf);
    expect(server.sent.map((s) => s.path)).toEqual(["/api/notes"]);
    expect(report.refused.map((r) => r.message)).toEqual(["This slot is already in use.", DEPENDS_ON_REFUSED]);
    expect(report.sent).toBe(1);
    expect(await countWaiting(7)).toBe(0);
  });

  it("skips a corrupted record with a console error and sends the rest", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    await keep(7, write("POST", "/api/notes", { content: "first" }));
    await set(NOW * 1000 + 5_000_000, { v: 1, member: 7, method: "TRACE", path: 42 }, rawStore);
    await set(NOW * 1000 + 6_000_000, "not a record", rawStore);
    madeAt = NOW + 10_000;
    await keep(7, write("POST", "/api/behavior", { stopDoing: "late" }));
    const server = fakeServer();
    const report = await sendWaiting(7, server.send, createdIdOf);
    expect(server.sent.map((s) => s.path)).toEqual(["/api/notes", "/api/behavior"]);
    expect(report.skipped).toBe(2);
    expect(error).toHaveBeenCalledWith("[outbox] skipped a corrupted record", expect.anything(), expect.anything());
    error.mockRestore();
  });

  it("stops at a write that must wait (no connection) and keeps it and those after it", async () => {
    await keep(7, write("POST", "/api/notes", { content: "1" }));
    await keep(7, write("POST", "/api/notes", { content: "2" }));
    let calls = 0;
    const report = await sendWaiting(7, async () => (++calls === 1 ? { ok: true, answer: {} } : { ok: false, later: true }), createdIdOf);
    expect(report).toMatchObject({ sent: 1, done: false });
    expect(await countWaiting(7)).toBe(1);
  });

  it("never sends another member's writes: they are dropped when this member signs in", async () => {
    await keep(8, write("POST", "/api/notes", { content: "theirs" }));
    await keep(7, write("POST", "/api/notes", { content: "mine" }));
    await dropOtherMembers(7);
    expect(await countWaiting(8)).toBe(0);
    const server = fakeServer();
    await sendWaiting(7, server.send, createdIdOf);
    expect(server.sent.map((s) => s.body)).toEqual([{ content: "mine" }]);
  });

  it("forgets the kept server ids once nothing waits", async () => {
    const created = await keep(7, write("POST", "/api/learnings", { type: "learned", content: "x" }));
    await sendWaiting(7, fakeServer().send, createdIdOf);
    await forgetIdsWhenEmpty();
    await keep(7, write("DELETE", `/api/learnings/${created.clientId}`));
    const report = await sendWaiting(7, fakeServer().send, createdIdOf);
    expect(report.refused.map((r) => r.message)).toEqual([DEPENDS_ON_REFUSED]);
  });
});

describe("mapPath", () => {
  it("rewrites client ids and answers null for one without a server id", () => {
    const ids = new Map([[-5, 42]]);
    expect(mapPath("/api/goals/-5", ids)).toBe("/api/goals/42");
    expect(mapPath("/api/widget-achievements/-5/reversal", ids)).toBe("/api/widget-achievements/42/reversal");
    expect(mapPath("/api/goals/12", ids)).toBe("/api/goals/12");
    expect(mapPath("/api/goals/-6", ids)).toBeNull();
  });
});

describe("stand-in answers", () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["/api/goals"], [{ id: 3, userId: 7, type: "task2", title: "Read", isCompleted: false, dateCreated: "x", deadline: null, completedAt: null }]);
  const ctx = { queryClient, clientId: -9, memberId: 7 };

  it("keeps only the member screens' writes", () => {
    expect(outboxKind({ method: "POST", path: "/api/goals" })).toBe("create");
    expect(outboxKind({ method: "PATCH", path: "/api/goals/-9" })).toBe("write");
    expect(outboxKind({ method: "POST", path: "/api/daily-summary/carry-over" })).toBe("write");
    expect(outboxKind({ method: "POST", path: "/api/admin/notifications" })).toBeUndefined();
    expect(outboxKind({ method: "POST", path: "/api/auth/login" })).toBeUndefined();
  });

  it("answers as the server would, awarding nothing, with the client id for a create", () => {
    expect(standInAnswer({ key: "k", method: "POST", path: "/api/goals", body: { type: "task1", title: "Walk" }, madeAt: NOW }, ctx)).toEqual({
      id: -9, userId: 7, type: "task1", title: "Walk", isCompleted: false, dateCreated: new Date(NOW).toISOString(), deadline: null, completedAt: null, pointsAwarded: 0,
    });
    expect(standInAnswer({ key: "k", method: "PATCH", path: "/api/goals/3", body: { isCompleted: true }, madeAt: NOW }, ctx)).toMatchObject({
      id: 3, title: "Read", type: "task2", isCompleted: true, completedAt: new Date(NOW).toISOString(), pointsAwarded: 0,
    });
    expect(standInAnswer({ key: "k", method: "POST", path: "/api/widget-achievements", body: { points: 5 }, madeAt: NOW }, ctx)).toMatchObject({
      recorded: true, achievement: { id: -9 }, pointsAwarded: 0,
    });
  });

  it("marks a stand-in as made on the device, so no celebration takes it for the server's award", () => {
    expect(isOfflineFallback(standInAnswer({ key: "k", method: "POST", path: "/api/mindset", body: { isFocusCompleted: true }, madeAt: NOW }, ctx))).toBe(true);
  });

  it("reads the server's id from a create's answer", () => {
    expect(createdIdOf({ id: 5, pointsAwarded: 1 })).toBe(5);
    expect(createdIdOf({ recorded: true, achievement: { id: 8 } })).toBe(8);
    expect(createdIdOf({ recorded: false, achievement: null })).toBeUndefined();
  });
});
