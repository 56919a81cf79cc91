import { describeWrite, offlinePointsTitle, refusedText, sendKept } from "@/lib/client/offline/install-outbox";
import type { OutboxRecord } from "@/lib/client/offline/outbox";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";

const record = (path: string, body?: unknown): OutboxRecord => ({ v: 1, member: 7, key: "k-1", method: "POST", path, body, madeAt: 1_700_000_000_000 });
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("sending a kept write", () => {
  it("sends it with its own key and the time it was made, and answers the server's answer", async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 5, pointsAwarded: 3 }));
    await expect(sendKept(record("/api/learnings", { content: "x" }), "/api/learnings")).resolves.toEqual({ ok: true, answer: { id: 5, pointsAwarded: 3 } });
    const headers = fetchMock.mock.calls[0][1].headers;
    expect(headers["Idempotency-Key"]).toBe("k-1");
    expect(headers[MADE_AT_HEADER]).toBe("1700000000000");
  });

  it("keeps it for later when the server is busy, the session is gone or the same key is still running", async () => {
    for (const [status, body] of [
      [503, { message: "down" }],
      [401, { message: "Unauthorized" }],
      [409, { code: "conflict", message: "A request with this Idempotency-Key is still being processed" }],
    ] as const) {
      fetchMock.mockResolvedValueOnce(answer(status, body));
      await expect(sendKept(record("/api/learnings"), "/api/learnings")).resolves.toEqual({ ok: false, later: true });
    }
  });

  it("reports a refusal with the server's message (a slot taken, a day too old, a reused key)", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { code: "bad_request", message: "This change was made offline more than 36 hours ago" }));
    await expect(sendKept(record("/api/notes"), "/api/notes")).resolves.toEqual({ ok: false, refused: "This change was made offline more than 36 hours ago" });
    fetchMock.mockResolvedValueOnce(answer(409, { code: "conflict", message: "This Idempotency-Key was already used for a different request" }));
    await expect(sendKept(record("/api/notes"), "/api/notes")).resolves.toEqual({ ok: false, refused: "This Idempotency-Key was already used for a different request" });
  });
});

describe("a message to the coach over the hourly limit", () => {
  it("is refused with the server's message (kept in the thread as not sent), not held for later; other writes wait", async () => {
    const limit = { code: "rate_limited", message: "You can send 30 messages an hour. Please wait a little before sending more." };
    fetchMock.mockResolvedValueOnce(answer(429, limit));
    await expect(sendKept(record("/api/conversation/messages", { body: "Hi" }), "/api/conversation/messages")).resolves.toEqual({ ok: false, refused: limit.message });
    fetchMock.mockResolvedValueOnce(answer(429, limit));
    await expect(sendKept(record("/api/learnings"), "/api/learnings")).resolves.toEqual({ ok: false, later: true });
  });

  it("is named by its text; a check-in answer by what it is", () => {
    expect(describeWrite(record("/api/conversation/messages", { body: "See you at the track" }))).toBe("Your message “See you at the track”");
    expect(describeWrite(record("/api/check-ins/4", { date: "2026-11-29", answers: { sleep: 3 } }))).toBe("Your check-in answer");
  });
});

describe("what the member is told after a sync", () => {
  it("names a refused write and what was kept", () => {
    const report = { sent: 2, answers: [], skipped: 0, done: true, refused: [{ write: record("/api/goals", { type: "task1", title: "Stretch" }), message: "This slot is already in use." }] };
    expect(refusedText(report)).toBe("“Stretch” was not saved: This slot is already in use. Your other changes were saved.");
    expect(refusedText({ ...report, refused: [] })).toBeNull();
    expect(describeWrite(record("/api/widget-achievements", { widgetId: "w" }))).toBe("A widget award");
    expect(describeWrite(record("/api/force-reset"))).toBe("The daily reset");
  });

  it("sums the points in one title", () => {
    expect(offlinePointsTitle(1)).toBe("+1 point for your changes made offline");
    expect(offlinePointsTitle(25)).toBe("+25 points for your changes made offline");
  });
});

