import { localDate, addDays, isValidTimeZone, normaliseTimeZone } from "@/lib/domain/day";

describe("localDate", () => {
  const instant = new Date("2026-03-14T11:30:00Z");
  it.each([
    ["UTC", "2026-03-14"],
    ["Pacific/Auckland", "2026-03-15"], // UTC+13 in March
    ["America/Los_Angeles", "2026-03-14"],
    ["Asia/Kolkata", "2026-03-14"],
  ])("in %s", (tz, expected) => expect(localDate(instant, tz)).toBe(expected));

  it("crosses midnight at the member's midnight, not UTC's", () => {
    expect(localDate(new Date("2026-06-01T18:29:59Z"), "Asia/Kolkata")).toBe("2026-06-01");
    expect(localDate(new Date("2026-06-01T18:30:00Z"), "Asia/Kolkata")).toBe("2026-06-02");
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(normaliseTimeZone("Mars/Olympus")).toBe("UTC");
    expect(localDate(new Date("2026-01-01T23:00:00Z"), "Mars/Olympus")).toBe("2026-01-01");
  });
});

test("addDays crosses months and years", () => {
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
});
