import { afterMessage, compareInbox, formatWait, median, replyWeekStart, retryAfterSeconds } from "@/lib/domain/conversations";

const at = (iso: string) => new Date(iso);

describe("retryAfterSeconds (30 messages an hour)", () => {
  const now = at("2026-11-29T12:00:00Z");
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
  it("lets the 30th message of the hour through", () => {
    expect(retryAfterSeconds(Array.from({ length: 29 }, (_, i) => minutesAgo(i)), now)).toBe(0);
  });
  it("refuses the 31st until the oldest of the 30 newest leaves the hour", () => {
    const sent = Array.from({ length: 30 }, (_, i) => minutesAgo(i)); // 0..29 min ago
    expect(retryAfterSeconds(sent, now)).toBe(31 * 60);
  });
  it("counts only the last hour", () => {
    const sent = [...Array.from({ length: 29 }, (_, i) => minutesAgo(i)), minutesAgo(61)];
    expect(retryAfterSeconds(sent, now)).toBe(0);
  });
  it("never answers less than a second", () => {
    const sent = Array.from({ length: 30 }, () => new Date(now.getTime() - 3_600_000 + 100));
    expect(retryAfterSeconds(sent, now)).toBe(1);
  });
});

describe("afterMessage", () => {
  const t0 = at("2026-11-29T09:00:00Z");
  it("a member's message makes the conversation wait from it and undoes Done", () => {
    expect(afterMessage({ waitingSince: null, doneAt: t0 }, true, t0)).toEqual({ waitingSince: t0, doneAt: null, firstReplySeconds: null });
  });
  it("a second member message keeps the first wait", () => {
    expect(afterMessage({ waitingSince: t0, doneAt: null }, true, at("2026-11-29T09:05:00Z")).waitingSince).toEqual(t0);
  });
  it("a coach's first reply ends the wait and records it; the next records nothing", () => {
    const first = afterMessage({ waitingSince: t0, doneAt: null }, false, at("2026-11-29T09:04:30Z"));
    expect(first).toEqual({ waitingSince: null, doneAt: null, firstReplySeconds: 270 });
    expect(afterMessage(first, false, at("2026-11-29T10:00:00Z")).firstReplySeconds).toBeNull();
  });
  it("a coach's message opens a new conversation that does not wait", () => {
    expect(afterMessage(null, false, t0)).toEqual({ waitingSince: null, doneAt: null, firstReplySeconds: null });
  });
});

describe("compareInbox", () => {
  it("lists waiting first by oldest wait, then by latest message", () => {
    const rows = [
      { userId: 1, waitingSince: null, lastMessageAt: at("2026-11-29T08:00:00Z") },
      { userId: 2, waitingSince: at("2026-11-29T07:00:00Z"), lastMessageAt: at("2026-11-29T07:30:00Z") },
      { userId: 3, waitingSince: null, lastMessageAt: at("2026-11-29T11:00:00Z") },
      { userId: 4, waitingSince: at("2026-11-28T07:00:00Z"), lastMessageAt: at("2026-11-29T11:30:00Z") },
    ];
    expect([...rows].sort(compareInbox).map((r) => r.userId)).toEqual([4, 2, 3, 1]);
  });
});

describe("median and the week", () => {
  it("takes the middle, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([300, 60, 120])).toBe(120);
    expect(median([60, 120, 300, 600])).toBe(210);
  });
  it("starts the week on Monday 00:00 UTC", () => {
    expect(replyWeekStart(at("2026-11-29T23:59:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z"); // a Sunday
    expect(replyWeekStart(at("2026-11-30T00:00:00Z")).toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(replyWeekStart(at("2027-01-01T10:00:00Z")).toISOString()).toBe("2026-12-28T00:00:00.000Z");
  });
  it("formats a wait", () => {
    expect([formatWait(30), formatWait(240), formatWait(7500), formatWait(7200), formatWait(200_000)]).toEqual(["under 1 min", "4 min", "2 h 5 min", "2 h", "2 d"]);
  });
});
