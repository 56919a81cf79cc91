// localDate reads a cached Intl formatter per zone (docs/decisions.md "Local dates read a cached formatter": it runs on every request); it must
// give the same day as date-fns with @date-fns/tz for any instant in any zone.
import fc from "fast-check";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { localDate } from "@/lib/domain/day";

const ZONES = ["UTC", "Europe/Paris", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kathmandu", "Australia/Lord_Howe", "America/St_Johns", "Not/AZone", ""];
const reference = (now: Date, zone: string) => {
  const valid = (() => {
    try {
      return zone !== "" && !!new Intl.DateTimeFormat("en-US", { timeZone: zone });
    } catch {
      return false;
    }
  })();
  return format(new TZDate(now.getTime(), valid ? zone : "UTC"), "yyyy-MM-dd");
};

test("the same local day as date-fns/tz for any instant and zone (invalid zones read as UTC)", () => {
  fc.assert(
    fc.property(fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2200-12-31T23:59:59Z"), noInvalidDate: true }), fc.constantFrom(...ZONES), (now, zone) => {
      expect(localDate(now, zone)).toBe(reference(now, zone));
    }),
    { numRuns: 2000 },
  );
});

test("around midnight and a DST change", () => {
  expect(localDate(new Date("2026-03-29T00:59:59Z"), "Europe/Paris")).toBe("2026-03-29");
  expect(localDate(new Date("2026-03-28T22:59:59Z"), "Europe/Paris")).toBe("2026-03-28");
  expect(localDate(new Date("2026-03-28T23:00:00Z"), "Europe/Paris")).toBe("2026-03-29");
  expect(localDate(new Date("2026-01-01T09:59:59Z"), "Pacific/Kiritimati")).toBe("2026-01-01");
  expect(localDate(new Date("2026-01-01T10:00:00Z"), "Pacific/Kiritimati")).toBe("2026-01-02");
  expect(localDate(new Date("0999-06-01T12:00:00Z"), "UTC")).toBe("0999-06-01");
});
