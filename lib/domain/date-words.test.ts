import fc from "fast-check";
import { TZDate } from "@date-fns/tz";
import { format, formatDistance } from "date-fns";
import { distanceInWords, hourIn, longDateIn, monthDayIn, weekdayDateIn } from "@/lib/domain/date-words";

// The runtime's own zone matters to formatDistance (local months, offsets): each is tried.
const RUNTIME_ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Kiritimati", "America/Santiago"];
const MEMBER_ZONES = ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham", "Europe/London", "America/Sao_Paulo"];
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }).map((t) => new Date(t));
const near = fc.integer({ min: -3 * 365 * 86_400_000, max: 3 * 365 * 86_400_000 });

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

describe.each(RUNTIME_ZONES)("distanceInWords equals date-fns formatDistance (runtime zone %s)", (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  test("random pairs, near and far", () => {
    fc.assert(
      fc.property(instant, near, fc.boolean(), (a, delta, far) => {
        const b = new Date(a.getTime() + (far ? delta * 7 : delta));
        expect(distanceInWords(a, b)).toBe(formatDistance(a, b));
        expect(distanceInWords(b, a)).toBe(formatDistance(b, a));
      }),
      { numRuns: 1500 },
    );
  });

  test("the thresholds", () => {
    const base = new Date("2026-01-31T10:00:00Z");
    const minutes = [0, 0.4, 0.6, 1, 1.5, 2, 44, 44.6, 45, 89, 90, 1439, 1440, 2519, 2520, 43199, 43200, 86399, 86400, 525600, 525600 * 1.3, 525600 * 1.9, 525600 * 2.8];
    for (const m of minutes) {
      const later = new Date(base.getTime() + m * 60_000);
      expect(distanceInWords(later, base)).toBe(formatDistance(later, base));
    }
    expect(() => distanceInWords(new Date(NaN), base)).toThrow(RangeError);
  });
});

test("monthDayIn, longDateIn, weekdayDateIn and hourIn equal date-fns in the member's zone", () => {
  fc.assert(
    fc.property(instant, fc.constantFrom(...MEMBER_ZONES), (date, zone) => {
      const local = new TZDate(date.getTime(), zone);
      expect(monthDayIn(date, zone)).toBe(format(local, "MMM d"));
      expect(longDateIn(date, zone)).toBe(format(local, "MMM d, yyyy"));
      expect(weekdayDateIn(date, zone)).toBe(format(local, "EEEE, MMMM d"));
      expect(hourIn(date, zone)).toBe(local.getHours());
    }),
    { numRuns: 2000 },
  );
});
