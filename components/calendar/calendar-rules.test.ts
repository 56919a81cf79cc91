import { format } from "date-fns";
import { daySummaryText, heatCells, heatLevel, localOf, longDate, monthKey, pickerDate } from "@/components/calendar/calendar-rules";

it("turns local dates into picker dates and back, whatever the browser's zone", () => {
  for (const date of ["2026-01-01", "2026-03-29", "2026-10-25", "2024-02-29", "2026-12-31"]) expect(localOf(pickerDate(date))).toBe(date);
});

it("writes dates as date-fns did (without date-fns on the first load)", () => {
  for (const date of ["2026-01-01", "2026-03-29", "2026-10-25", "2024-02-29", "2026-12-31", "0999-05-03"]) {
    const picked = pickerDate(date);
    expect(localOf(picked)).toBe(format(picked, "yyyy-MM-dd"));
    expect(monthKey(picked)).toBe(format(picked, "yyyy-MM"));
    if (!date.startsWith("0")) expect(longDate(date)).toBe(format(picked, "MMM d, yyyy"));
  }
  expect(longDate("2026-05-03")).toBe("May 3, 2026");
});

it("says what a day holds", () => {
  expect(daySummaryText(undefined)).toBe("nothing recorded");
  expect(daySummaryText({ date: "2026-05-10", tasksCompleted: 1, mindsetCompleted: 3, journalWritten: true, points: 45 })).toBe(
    "1 task done, 3 mindset exercises, journal written, 45 points",
  );
  expect(daySummaryText({ date: "2026-05-10", tasksCompleted: 0, mindsetCompleted: 0, journalWritten: false, points: 0 })).toBe("nothing recorded");
});

it("levels a day 0 to 4", () => {
  expect(heatLevel({ active: false, tasksCompleted: 0, mindsetCompleted: 0, journalWritten: false })).toBe(0);
  expect(heatLevel({ active: true, tasksCompleted: 2, mindsetCompleted: 1, journalWritten: true })).toBe(4);
});

it("fills the last 365 dates across the year boundary", () => {
  const day = { date: "2026-01-02", points: 30, tasksCompleted: 2, mindsetCompleted: 0, journalWritten: true, active: true, streak: 3 };
  const cells = heatCells([day], "2026-01-05");
  expect(cells).toHaveLength(365);
  expect(cells[0].date).toBe("2025-01-06");
  expect(cells[364].date).toBe("2026-01-05");
  expect(cells.find((c) => c.date === "2026-01-02")).toEqual({ date: "2026-01-02", count: 30, level: 3 });
});

it("names rest, paused and frozen days (docs/decisions.md \"Fair streaks\")", () => {
  const base = { date: "2026-03-16", tasksCompleted: 0, mindsetCompleted: 0, journalWritten: false, points: 0 };
  expect(daySummaryText({ ...base, streakDay: "rest" })).toBe("rest day");
  expect(daySummaryText({ ...base, streakDay: "paused", points: 10 })).toBe("10 points, paused");
  expect(daySummaryText({ ...base, streakDay: "frozen" })).toBe("streak kept by a freeze");
});
