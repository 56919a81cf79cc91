import { localDate, addDays, isValidTimeZone, normaliseTimeZone, isResetDue, endOfLocalDay, isLocalDate, monthBounds, monthOf } from "@/lib/domain/day";

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

describe("isResetDue at the member's midnight", () => {
  // [zone, last instant of the local day, first instant of the next local day, that next date]
  it.each([
    ["UTC", "2026-03-14T23:59:59Z", "2026-03-15T00:00:00Z", "2026-03-15"],
    ["Asia/Kolkata", "2026-06-01T18:29:59Z", "2026-06-01T18:30:00Z", "2026-06-02"],
    // Los Angeles: 2026-03-08 has 23 hours (PST -> PDT at 02:00); the next midnight is at 07:00Z.
    ["America/Los_Angeles", "2026-03-09T06:59:59Z", "2026-03-09T07:00:00Z", "2026-03-09"],
    // Los Angeles: 2026-11-01 has 25 hours (PDT -> PST); the next midnight is at 08:00Z.
    ["America/Los_Angeles", "2026-11-02T07:59:59Z", "2026-11-02T08:00:00Z", "2026-11-02"],
    // Auckland: 2026-04-05 has 25 hours (NZDT -> NZST at 03:00); the next midnight is at 12:00Z.
    ["Pacific/Auckland", "2026-04-05T11:59:59Z", "2026-04-05T12:00:00Z", "2026-04-06"],
    // Auckland: 2026-09-27 has 23 hours (NZST -> NZDT at 02:00); the next midnight is at 11:00Z.
    ["Pacific/Auckland", "2026-09-27T10:59:59Z", "2026-09-27T11:00:00Z", "2026-09-28"],
  ])("%s: not due before %s local midnight, due from %s", (tz, before, after, nextDate) => {
    const lastReset = addDays(nextDate, -1);
    expect(localDate(new Date(before), tz)).toBe(lastReset);
    expect(isResetDue(lastReset, new Date(before), tz)).toBe(false);
    expect(localDate(new Date(after), tz)).toBe(nextDate);
    expect(isResetDue(lastReset, new Date(after), tz)).toBe(true);
    expect(isResetDue(nextDate, new Date(after), tz)).toBe(false);
  });

  it("is due for a member who never had a reset", () => {
    expect(isResetDue(null, new Date("2026-01-01T00:00:00Z"), "UTC")).toBe(true);
  });

  it("is not due when the last reset is on a later date (the member moved to a zone behind)", () => {
    // 2026-03-15 00:30 in Auckland was reset; the member is now in Los Angeles on 2026-03-14.
    expect(isResetDue("2026-03-15", new Date("2026-03-14T11:30:00Z"), "America/Los_Angeles")).toBe(false);
  });

  it("one instant is due in Auckland and not yet elsewhere", () => {
    const now = new Date("2026-03-14T11:30:00Z");
    expect(isResetDue("2026-03-14", now, "Pacific/Auckland")).toBe(true);
    for (const tz of ["UTC", "Asia/Kolkata", "America/Los_Angeles"]) expect(isResetDue("2026-03-14", now, tz)).toBe(false);
  });
});

describe("endOfLocalDay", () => {
  it.each([
    ["UTC", "2026-03-14", "2026-03-14T23:59:59.999Z"],
    ["Asia/Kolkata", "2026-06-01", "2026-06-01T18:29:59.999Z"],
    ["America/Los_Angeles", "2026-03-08", "2026-03-09T06:59:59.999Z"], // 23-hour day
    ["America/Los_Angeles", "2026-11-01", "2026-11-02T07:59:59.999Z"], // 25-hour day
    ["Pacific/Auckland", "2026-04-05", "2026-04-05T11:59:59.999Z"], // 25-hour day
    ["Pacific/Auckland", "2026-12-31", "2026-12-31T10:59:59.999Z"], // across the year
  ])("%s %s ends at %s", (tz, date, iso) => {
    expect(endOfLocalDay(date, tz).toISOString()).toBe(iso);
    expect(localDate(endOfLocalDay(date, tz), tz)).toBe(date);
  });
});

test("isLocalDate accepts only real YYYY-MM-DD dates", () => {
  for (const ok of ["2026-01-31", "2024-02-29", "2026-12-01"]) expect(isLocalDate(ok)).toBe(true);
  for (const bad of ["2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-01T00:00:00Z", "", "today"]) {
    expect(isLocalDate(bad)).toBe(false);
  }
});

test("monthBounds", () => {
  expect(monthBounds("2026-02")).toEqual({ first: "2026-02-01", next: "2026-03-01" });
  expect(monthBounds("2026-12")).toEqual({ first: "2026-12-01", next: "2027-01-01" });
  expect(monthOf("2026-07-19")).toBe("2026-07");
});
