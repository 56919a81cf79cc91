import { GRACE_MS, MADE_AT_INVALID_MESSAGE, madeAtOf, TOO_OLD_MESSAGE } from "@/lib/domain/made-at";
import { memberToday } from "@/lib/domain/member";

const NOW = Date.UTC(2026, 10, 29, 12);

describe("a write's made-at time", () => {
  it("is absent without the header", () => {
    expect(madeAtOf(null, NOW)).toBeNull();
  });
  it("is taken within the 36 h grace, to the millisecond", () => {
    expect(madeAtOf(String(NOW - 1000), NOW)).toEqual({ at: NOW - 1000 });
    expect(madeAtOf(String(NOW - GRACE_MS), NOW)).toEqual({ at: NOW - GRACE_MS });
  });
  it("is refused past the grace", () => {
    expect(madeAtOf(String(NOW - GRACE_MS - 1), NOW)).toEqual({ refused: TOO_OLD_MESSAGE });
    expect(TOO_OLD_MESSAGE).toMatch(/36 hours/);
  });
  it("is bounded by the server's clock: a device ahead of it gives the server's now", () => {
    expect(madeAtOf(String(NOW + 3_600_000), NOW)).toEqual({ at: NOW });
  });
  it("refuses what is not a time", () => {
    for (const bad of ["", "soon", "-5", "1.5", "12345678901234567"]) expect(madeAtOf(bad, NOW)).toEqual({ refused: MADE_AT_INVALID_MESSAGE });
  });
});

describe("the member's day of a write made offline (its made-at time, their zone and day start)", () => {
  // 2026-11-28 23:50 in Berlin (UTC+1), arriving 2026-11-29 00:10.
  const madeAt = Date.UTC(2026, 10, 28, 22, 50);
  const arrives = Date.UTC(2026, 10, 28, 23, 10);
  it("is the day it was made, not the day it arrives", () => {
    const { at } = madeAtOf(String(madeAt), arrives) as { at: number };
    const berlin = { id: 1, timeZone: "Europe/Berlin" };
    expect(memberToday(berlin, new Date(at))).toBe("2026-11-28");
    expect(memberToday(berlin, new Date(arrives))).toBe("2026-11-29");
  });
  it("follows a 03:00 day start: 02:50 on the 29th is still the 28th's day", () => {
    const early = { id: 1, timeZone: "America/New_York", dayStartHour: 3 };
    const madeLocal = Date.UTC(2026, 10, 29, 7, 50); // 02:50 in New York (UTC-5)
    const { at } = madeAtOf(String(madeLocal), madeLocal + 20 * 60_000) as { at: number };
    expect(memberToday(early, new Date(at))).toBe("2026-11-28");
    expect(memberToday(early, new Date(madeLocal + 20 * 60_000))).toBe("2026-11-29");
  });
  it("a device clock ahead of the server's puts the write on the server's day", () => {
    const { at } = madeAtOf(String(arrives + 86_400_000), arrives) as { at: number };
    expect(memberToday({ id: 1, timeZone: "Europe/Berlin" }, new Date(at))).toBe("2026-11-29");
  });
});
