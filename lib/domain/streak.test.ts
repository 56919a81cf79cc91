import { localDate } from "@/lib/domain/day";
import { nextStreak, streakPoints } from "@/lib/domain/streak";

describe("nextStreak", () => {
  it("grows by one when the previous active day was yesterday", () => {
    expect(nextStreak("2026-03-13", "2026-03-14", 4)).toBe(5);
    expect(nextStreak("2026-12-31", "2027-01-01", 1)).toBe(2);
    expect(nextStreak("2028-02-28", "2028-02-29", 9)).toBe(10);
  });
  it("is unchanged on a second visit the same day", () => {
    expect(nextStreak("2026-03-14", "2026-03-14", 7)).toBe(7);
  });
  it("starts again at 1 after a gap or when never active", () => {
    expect(nextStreak("2026-03-12", "2026-03-14", 12)).toBe(1);
    expect(nextStreak(null, "2026-03-14", 0)).toBe(1);
  });

  // Visits a minute either side of local midnight, on DST days, are consecutive days.
  it.each([
    ["America/Los_Angeles", "2026-03-09T06:59:00Z", "2026-03-09T07:01:00Z"], // 23-hour day
    ["America/Los_Angeles", "2026-11-02T07:59:00Z", "2026-11-02T08:01:00Z"], // 25-hour day
    ["Pacific/Auckland", "2026-04-05T11:59:00Z", "2026-04-05T12:01:00Z"],
    ["Pacific/Auckland", "2026-09-27T10:59:00Z", "2026-09-27T11:01:00Z"],
    ["Asia/Kolkata", "2026-06-01T18:29:00Z", "2026-06-01T18:31:00Z"],
    ["UTC", "2026-06-01T23:59:00Z", "2026-06-02T00:01:00Z"],
  ])("%s: visits at %s and %s grow the streak", (tz, first, second) => {
    const day1 = localDate(new Date(first), tz);
    const day2 = localDate(new Date(second), tz);
    expect(day1).not.toBe(day2);
    expect(nextStreak(day1, day2, 3)).toBe(4);
  });

  it("two visits 23 hours apart in Los Angeles across the short DST day are one day apart", () => {
    const tz = "America/Los_Angeles";
    const day1 = localDate(new Date("2026-03-08T08:30:00Z"), tz); // 00:30 PST on the 8th
    const day2 = localDate(new Date("2026-03-09T07:30:00Z"), tz); // 00:30 PDT on the 9th
    expect([day1, day2]).toEqual(["2026-03-08", "2026-03-09"]);
    expect(nextStreak(day1, day2, 1)).toBe(2);
  });
});

test("streakPoints = min(floor(streak / 5) * 10, 100)", () => {
  expect([0, 1, 4, 5, 9, 10, 14, 49, 50, 51, 100, 365].map(streakPoints)).toEqual([0, 0, 0, 10, 10, 20, 20, 90, 100, 100, 100, 100]);
  expect(streakPoints(-3)).toBe(0);
});
