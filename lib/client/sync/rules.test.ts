import {
  decideOnReturn,
  decideWake,
  idlePhase,
  midnightWithin,
  msToNextIdlePhase,
  nextLocalMidnight,
  refreshDue,
} from "@/lib/client/sync/rules";

const S = 1000;
const MIN = 60 * S;
const T0 = Date.parse("2026-03-01T10:00:00Z");

describe("refreshDue (skip when the last refresh was under 30 s ago)", () => {
  it("skips at 29 s and runs at 30 s and 31 s", () => {
    expect(refreshDue(T0 + 29 * S, T0)).toBe(false);
    expect(refreshDue(T0 + 30 * S, T0)).toBe(true);
    expect(refreshDue(T0 + 31 * S, T0)).toBe(true);
  });

  it("always runs when forced or when there was none", () => {
    expect(refreshDue(T0 + 1, T0, true)).toBe(true);
    expect(refreshDue(T0, null)).toBe(true);
  });
});

describe("decideOnReturn (visibility and network changes)", () => {
  it("refreshes only when more than 60 s passed since the last such refresh", () => {
    expect(decideOnReturn(T0 + 59 * S, null, T0)).toBe("none");
    expect(decideOnReturn(T0 + 60 * S, null, T0)).toBe("none");
    expect(decideOnReturn(T0 + 61 * S, null, T0)).toBe("refresh");
    expect(decideOnReturn(T0, null, null)).toBe("refresh");
  });

  it("is a wake after more than 5 minutes away, even inside the 60 s throttle", () => {
    expect(decideOnReturn(T0 + 5 * MIN, T0, T0 + 5 * MIN - S)).toBe("none");
    expect(decideOnReturn(T0 + 5 * MIN + S, T0, T0 + 5 * MIN)).toBe("wake");
    expect(decideOnReturn(T0 + 5 * MIN, T0, null)).toBe("refresh");
  });
});

describe("decideWake (the member's day, not the machine's)", () => {
  // 2026-03-01T10:55Z is 23:55 on Mar 1 in Auckland (UTC+13); 11:05Z is 00:05 on Mar 2 there,
  // while in UTC (and on this test machine, whatever its zone) both are still mid-morning of Mar 1.
  const before = Date.parse("2026-03-01T10:55:00Z");
  const after = Date.parse("2026-03-01T11:05:00Z");

  it("sees a wake across Auckland midnight as a day change", () => {
    expect(decideWake(before, "2026-03-01", "Pacific/Auckland")).toBe("refresh");
    expect(decideWake(after, "2026-03-01", "Pacific/Auckland")).toBe("day-change");
  });

  it("does not see a day change for a member in UTC at the same instant", () => {
    expect(decideWake(after, "2026-03-01", "UTC")).toBe("refresh");
  });

  it("handles Los Angeles, behind UTC", () => {
    // 07:59Z on Mar 2 is 23:59 on Mar 1 in Los Angeles (PST, UTC-8).
    expect(decideWake(Date.parse("2026-03-02T07:59:00Z"), "2026-03-01", "America/Los_Angeles")).toBe("refresh");
    expect(decideWake(Date.parse("2026-03-02T08:01:00Z"), "2026-03-01", "America/Los_Angeles")).toBe("day-change");
  });
});

describe("idlePhase (docs/product/shell-and-sign-in.md: sleep 10, warning 60, logout 65 minutes)", () => {
  it.each([
    [9 * MIN + 59 * S, "active"],
    [10 * MIN, "sleep"],
    [10 * MIN + S, "sleep"],
    [59 * MIN + 59 * S, "sleep"],
    [60 * MIN, "warning"],
    [64 * MIN + 59 * S, "warning"],
    [65 * MIN, "logout"],
    [9 * 60 * MIN, "logout"],
  ])("%i ms idle is %s", (idle, phase) => {
    expect(idlePhase(idle)).toBe(phase);
  });

  it("knows how long until the next phase", () => {
    expect(msToNextIdlePhase(0)).toBe(10 * MIN);
    expect(msToNextIdlePhase(10 * MIN)).toBe(50 * MIN);
    expect(msToNextIdlePhase(61 * MIN)).toBe(4 * MIN);
    expect(msToNextIdlePhase(65 * MIN)).toBeNull();
  });
});

describe("midnight", () => {
  it("finds the member's next local midnight", () => {
    // 10:55Z on Mar 1 = 23:55 NZDT; next midnight 00:00 NZDT Mar 2 = 11:00Z.
    expect(new Date(nextLocalMidnight(Date.parse("2026-03-01T10:55:00Z"), "Pacific/Auckland")).toISOString()).toBe(
      "2026-03-01T11:00:00.000Z",
    );
    expect(new Date(nextLocalMidnight(Date.parse("2026-03-01T10:55:00Z"), "UTC")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });

  it("follows daylight saving changes", () => {
    // Los Angeles springs forward on 2026-03-08: that midnight is PST (08:00Z), the next PDT (07:00Z).
    expect(new Date(nextLocalMidnight(Date.parse("2026-03-08T07:30:00Z"), "America/Los_Angeles")).toISOString()).toBe(
      "2026-03-08T08:00:00.000Z",
    );
    expect(new Date(nextLocalMidnight(Date.parse("2026-03-08T09:00:00Z"), "America/Los_Angeles")).toISOString()).toBe(
      "2026-03-09T07:00:00.000Z",
    );
  });

  it("is within a look-ahead only when close enough", () => {
    const midnight = Date.parse("2026-03-01T11:00:00Z");
    expect(midnightWithin(midnight - 10 * MIN, "Pacific/Auckland", 10 * MIN)).toBe(midnight);
    expect(midnightWithin(midnight - 10 * MIN - S, "Pacific/Auckland", 10 * MIN)).toBeNull();
    expect(midnightWithin(midnight - 9 * MIN - 59 * S, "Pacific/Auckland", 10 * MIN)).toBe(midnight);
  });
});

describe("with a day start hour (docs/decisions.md \"Fair streaks\")", () => {
  it("the watchers' 'midnight' is the member's day start, and a wake at 01:00 with a 03:00 start is the same day", () => {
    const now = Date.parse("2026-03-14T22:00:00Z");
    expect(new Date(nextLocalMidnight(now, "UTC", 3)).toISOString()).toBe("2026-03-15T03:00:00.000Z");
    expect(midnightWithin(Date.parse("2026-03-15T02:50:00Z"), "UTC", 15 * 60_000, 3)).toBe(Date.parse("2026-03-15T03:00:00Z"));
    expect(midnightWithin(Date.parse("2026-03-14T23:50:00Z"), "UTC", 15 * 60_000, 3)).toBeNull();
    expect(decideWake(Date.parse("2026-03-15T01:00:00Z"), "2026-03-14", "UTC", 3)).toBe("refresh");
    expect(decideWake(Date.parse("2026-03-15T03:00:00Z"), "2026-03-14", "UTC", 3)).toBe("day-change");
  });
});
