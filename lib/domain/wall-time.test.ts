// wallTimeToInstant (lib/domain/day) against @date-fns/tz's TZDate, which the day rules used before
// (docs/decisions.md "Speed of the API and the server"). Where a wall time occurs once (or never: a DST gap) both give the same instant. Where
// it occurs twice TZDate is not consistent (the later one in Europe/London, the earlier one in
// America/New_York), so the rules are checked by their meaning there: the end of a day and a
// deadline are the day's last millisecond, the next midnight is the first instant of the next day.
import { TZDate } from "@date-fns/tz";
import { addDays as addDaysFns, startOfDay } from "date-fns";
import fc from "fast-check";
import { addDays, endOfLocalDay, localDate, wallTimeToInstant } from "@/lib/domain/day";
import { deadlineToInstant } from "@/lib/domain/goal-labels";
import { nextLocalMidnight } from "@/lib/client/sync/rules";

const ZONES = [
  "UTC", "Europe/London", "Europe/Berlin", "America/New_York", "America/Los_Angeles", "America/Santiago",
  "America/Asuncion", "America/Havana", "Asia/Beirut", "America/Sao_Paulo", "Africa/Cairo", "Australia/Lord_Howe",
  "Pacific/Chatham", "Asia/Kolkata", "Pacific/Kiritimati", "America/St_Johns", "Asia/Tehran", "Pacific/Apia", "Not/AZone",
];
const zone = fc.constantFrom(...ZONES);
const instant = fc.integer({ min: Date.UTC(2005, 0, 1), max: Date.UTC(2032, 0, 1) });
const tzOf = (z: string) => (z === "Not/AZone" ? "UTC" : z);
const HOUR = 3_600_000;
const dayOf = (t: number, z: string) => localDate(new Date(t), tzOf(z));
/** Days a zone skipped in the tested years (Samoa crossed the date line: 2011-12-29 -> 2011-12-31). */
const SKIPPED: Record<string, string> = { "Pacific/Apia": "2011-12-30" };
/** The day after `day` as the zone's calendar shows it. */
const nextDay = (day: string, z: string) => {
  const next = addDays(day, 1);
  return SKIPPED[z] === next ? addDays(next, 1) : next;
};

/** True when the wall time the instant shows also shows an hour (or half hour) earlier or later. */
function repeated(t: number, z: string): boolean {
  const wall = new TZDate(t, tzOf(z));
  const same = (u: number) => {
    const other = new TZDate(u, tzOf(z));
    return other.getDate() === wall.getDate() && other.getHours() === wall.getHours() && other.getMinutes() === wall.getMinutes();
  };
  return [-HOUR, HOUR, -HOUR / 2, HOUR / 2].some((delta) => same(t + delta));
}

describe("wallTimeToInstant", () => {
  test("matches TZDate for any wall time that occurs once or falls in a gap", () => {
    fc.assert(
      fc.property(zone, fc.integer({ min: 2005, max: 2031 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 59), (z, year, month, day, hours, minutes) => {
        const expected = new TZDate(year, month, day, hours, minutes, 0, 0, tzOf(z)).getTime();
        const first = wallTimeToInstant(z, { year, month, day, hours, minutes });
        if (!repeated(expected, z)) expect(first).toBe(expected);
      }),
      { numRuns: Number(process.env.WALL_TIME_RUNS ?? 4000) },
    );
  });

  test("around every midnight of 2024-2025, hour by hour, as TZDate or (repeated times) first and last", () => {
    for (const z of ZONES) {
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
        const [year, m, day] = dayOf(t, z).split("-").map(Number);
        for (const hours of [0, 1, 2, 3, 23]) {
          const fields = { year, month: m - 1, day, hours };
          const expected = new TZDate(year, m - 1, day, hours, 0, 0, 0, tzOf(z)).getTime();
          const first = wallTimeToInstant(z, fields);
          const last = wallTimeToInstant(z, fields, "last");
          if (repeated(expected, z)) {
            expect(last - first).toBeGreaterThan(0);
            expect([first, last]).toContain(expected);
          } else {
            expect([z, year, m, day, hours, first, last]).toEqual([z, year, m, day, hours, expected, expected]);
          }
        }
      }
    }
  });

  test("the day rules built on it: the day's last millisecond, the next day's first instant", () => {
    fc.assert(
      fc.property(zone, instant, (z, t) => {
        const day = dayOf(t, z);
        const end = endOfLocalDay(day, z).getTime();
        expect([dayOf(end, z), dayOf(end + 1, z)]).toEqual([day, nextDay(day, z)]);
        // The deadline is the day's last millisecond: the end of the day, or later where the next
        // day's first midnight is followed by the day again (St John's 2008: 00:01 -> 23:01).
        const deadline = Date.parse(deadlineToInstant(day, z));
        expect([dayOf(deadline, z), dayOf(deadline + 1, z)]).toEqual([day, nextDay(day, z)]);
        expect(deadline).toBeGreaterThanOrEqual(end);
        if (!repeated(end + 1, z)) expect(deadline).toBe(end);
        const midnight = nextLocalMidnight(t, z);
        expect([dayOf(midnight - 1, z), dayOf(midnight, z)]).toEqual([day, nextDay(day, z)]);
        // As TZDate and date-fns gave, away from repeated times.
        const before = startOfDay(addDaysFns(new TZDate(t, tzOf(z)), 1)).getTime();
        if (!repeated(before, z)) expect(midnight).toBe(before);
      }),
      { numRuns: Number(process.env.WALL_TIME_RUNS ?? 3000) },
    );
  });

  test("DST at midnight: Santiago's gap, Havana's repeated midnight, Cairo's repeated last hour, St John's 2008", () => {
    // 2024-09-08 00:00 does not exist in Santiago (clocks go 23:59:59 -> 01:00 on the 7th's end).
    expect(endOfLocalDay("2024-09-07", "America/Santiago").toISOString()).toBe("2024-09-08T03:59:59.999Z");
    // Havana 2024-11-03: 01:00 CDT -> 00:00 CST, midnight happens twice; the day starts at the first.
    expect(new Date(nextLocalMidnight(Date.UTC(2024, 10, 3, 6), "America/Havana")).toISOString()).toBe("2024-11-04T05:00:00.000Z");
    expect(new Date(nextLocalMidnight(Date.UTC(2024, 10, 2, 12), "America/Havana")).toISOString()).toBe("2024-11-03T04:00:00.000Z");
    // Cairo 2024-10-31 24:00 EEST -> 23:00 EET: a deadline that day ends at the second 23:59:59.999.
    expect(deadlineToInstant("2024-10-31", "Africa/Cairo")).toBe("2024-10-31T21:59:59.999Z");
    // St John's 2008-11-02: 00:01 NDT -> 23:01 NST, so November 1st shows again after November 2nd's
    // first midnight. The day ends before that midnight; a deadline that day is its very last millisecond.
    expect(endOfLocalDay("2008-11-01", "America/St_Johns").toISOString()).toBe("2008-11-02T02:29:59.999Z");
    expect(deadlineToInstant("2008-11-01", "America/St_Johns")).toBe("2008-11-02T03:29:59.999Z");
    expect(new Date(nextLocalMidnight(Date.UTC(2008, 10, 1, 12), "America/St_Johns")).toISOString()).toBe("2008-11-02T02:30:00.000Z");
  });
});
