import fc from "fast-check";
import { addDays } from "@/lib/domain/day";
import { checkNewPause, endPauseEarly, isPausedOn, maxPausedInAnyWindow, PAUSE_MESSAGES, rangeDays, type DateRange } from "@/lib/domain/fair-streak/pauses";

const today = "2026-01-25";

describe("checkNewPause", () => {
  it("a pause over a month end covers both months' days", () => {
    const check = checkNewPause({ startDate: today, days: 14 }, today, []);
    expect(check).toEqual({ ok: true, range: { startDate: "2026-01-25", endDate: "2026-02-07" } });
    if (!check.ok) throw new Error();
    expect(["2026-01-31", "2026-02-01", "2026-02-07"].map((d) => isPausedOn(d, [check.range]))).toEqual([true, true, true]);
    expect(["2026-01-24", "2026-02-08"].map((d) => isPausedOn(d, [check.range]))).toEqual([false, false]);
    expect(rangeDays(check.range)).toBe(14);
  });

  it("never starts in the past, nor more than 60 days ahead", () => {
    expect(checkNewPause({ startDate: "2026-01-24", days: 3 }, today, [])).toEqual({ ok: false, message: PAUSE_MESSAGES.past });
    expect(checkNewPause({ startDate: addDays(today, 60), days: 3 }, today, []).ok).toBe(true);
    expect(checkNewPause({ startDate: addDays(today, 61), days: 3 }, today, [])).toEqual({ ok: false, message: PAUSE_MESSAGES.tooFarAhead });
  });

  it("does not overlap another pause (an ended one keeps only the days it covered)", () => {
    const other = { startDate: "2026-01-28", endDate: "2026-02-02" };
    expect(checkNewPause({ startDate: today, days: 4 }, today, [other])).toEqual({ ok: false, message: PAUSE_MESSAGES.overlap });
    expect(checkNewPause({ startDate: today, days: 3 }, today, [other]).ok).toBe(true);
    // Ended before its first day: it covers nothing.
    expect(checkNewPause({ startDate: today, days: 10 }, today, [{ startDate: "2026-01-28", endDate: "2026-01-27" }]).ok).toBe(true);
  });

  it("the 30-in-90 limit: 14 + 14 + 2 fit, a 3rd day more does not; 90 days later it fits again", () => {
    const past = [
      { startDate: "2025-12-01", endDate: "2025-12-14" },
      { startDate: "2026-01-01", endDate: "2026-01-14" },
    ];
    expect(checkNewPause({ startDate: today, days: 2 }, today, past).ok).toBe(true);
    expect(checkNewPause({ startDate: today, days: 3 }, today, past)).toEqual({ ok: false, message: PAUSE_MESSAGES.limit });
    // The window of Dec 1 runs to Feb 28 (Dec 1 + 89): 3 days from Feb 26 make 31 in it, from Feb 27 30.
    expect(checkNewPause({ startDate: "2026-02-26", days: 3 }, today, past).ok).toBe(false);
    expect(checkNewPause({ startDate: "2026-02-27", days: 3 }, today, past).ok).toBe(true);
  });
});

describe("maxPausedInAnyWindow", () => {
  const range = fc.record({ start: fc.integer({ min: 0, max: 200 }), days: fc.integer({ min: 0, max: 14 }) }).map(({ start, days }) => ({
    startDate: addDays("2026-01-01", start),
    endDate: addDays("2026-01-01", start + days - 1),
  }));

  it("equals counting every 90-day window day by day", () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 8 }), (pauses: DateRange[]) => {
        const paused = Array.from({ length: 420 }, (_, i) => (isPausedOn(addDays("2026-01-01", i - 100), pauses) ? 1 : 0));
        let brute = 0;
        for (let w = 0; w + 90 <= paused.length; w++) brute = Math.max(brute, paused.slice(w, w + 90).reduce((a: number, b) => a + b, 0));
        // Overlapping ranges count each day once by the brute force, per pause by the rule: only compare disjoint sets.
        const disjoint = pauses.every((p, i) => pauses.every((q, j) => i === j || rangeDays(p) === 0 || rangeDays(q) === 0 || p.endDate < q.startDate || q.endDate < p.startDate));
        fc.pre(disjoint);
        expect(maxPausedInAnyWindow(pauses)).toBe(brute);
      }),
      { numRuns: 60 },
    );
  });
});

describe("endPauseEarly", () => {
  const pause = { startDate: "2026-01-20", endDate: "2026-02-02" };
  it("keeps the days before today", () => {
    expect(endPauseEarly(pause, today)).toEqual({ startDate: "2026-01-20", endDate: "2026-01-24" });
  });
  it("a pause that has not started (or starts today) then covers no day", () => {
    expect(rangeDays(endPauseEarly(pause, "2026-01-20")!)).toBe(0);
    expect(rangeDays(endPauseEarly({ startDate: "2026-01-30", endDate: "2026-02-02" }, today)!)).toBe(0);
  });
  it("an ended pause cannot end again", () => {
    expect(endPauseEarly(pause, "2026-02-03")).toBeNull();
  });
});
