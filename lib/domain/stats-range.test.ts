import { countLabel, currentRun, isoWeekday, percent, rangeStart } from "@/lib/domain/stats-range";

describe("rangeStart", () => {
  it("counts today as the last date of the window", () => {
    expect(rangeStart("week", "2026-03-10")).toBe("2026-03-04");
    expect(rangeStart("month", "2026-03-10")).toBe("2026-02-09");
    expect(rangeStart("year", "2026-03-10")).toBe("2025-03-11");
    expect(rangeStart("all", "2026-03-10")).toBeNull();
  });
  it("runs across month, year and leap-day boundaries", () => {
    expect(rangeStart("week", "2026-01-02")).toBe("2025-12-27");
    expect(rangeStart("month", "2024-03-15")).toBe("2024-02-15");
    expect(rangeStart("year", "2024-12-31")).toBe("2024-01-02");
  });
});

describe("currentRun", () => {
  const run = (start: string, end: string, length: number) => ({ start, end, length });
  it("is the stored streak (the header's), dated by the latest run that reaches the last active day", () => {
    expect(currentRun(run("2026-03-01", "2026-03-10", 10), 10, "2026-03-10")).toEqual(run("2026-03-01", "2026-03-10", 10));
    // A rest day inside the run carries it without counting: the streak is still the stored 9.
    expect(currentRun(run("2026-03-01", "2026-03-09", 8), 9, "2026-03-09")).toEqual(run("2026-03-01", "2026-03-09", 9));
  });
  it("a paused member active only on paused days keeps the header's streak, not 0", () => {
    expect(currentRun(null, 1, "2026-03-10")).toEqual(run("2026-03-10", "2026-03-10", 1));
  });
  it("is nothing once the streak ended, or without any", () => {
    expect(currentRun(run("2026-03-01", "2026-03-08", 8), 0, "2026-03-08")).toEqual({ length: 0, start: null, end: null });
    expect(currentRun(null, 0, null).length).toBe(0);
  });
});

it("names ISO weekdays, Monday first", () => {
  expect(isoWeekday("2026-03-09")).toBe(1);
  expect(isoWeekday("2026-03-15")).toBe(7);
});

it("writes counts next to rates", () => {
  expect(countLabel(17, 31)).toBe("17 of 31 days");
  expect(countLabel(1, 1)).toBe("1 of 1 day");
  expect(countLabel(1200, 1500, ["task", "tasks"])).toBe("1,200 of 1,500 tasks");
  expect(percent(17, 31)).toBe(55);
  expect(percent(0, 0)).toBe(0);
});
