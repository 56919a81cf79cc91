import { cumulativePoints, personalBests, rateRows, shortDate } from "@/components/stats/stats-rules";

const day = (date: string, points: number) => ({ date, points, tasksCompleted: 0, mindsetCompleted: 0, journalWritten: false, active: false, streak: 0 });

it("runs the points total on from what came before the range", () => {
  expect(cumulativePoints({ pointsBefore: 100, days: [day("2026-01-01", 10), day("2026-01-02", 0), day("2026-01-03", 5)] })).toEqual([
    { date: "2026-01-01", points: 10, total: 110 },
    { date: "2026-01-02", points: 0, total: 110 },
    { date: "2026-01-03", points: 5, total: 115 },
  ]);
});

it("puts the count next to every rate", () => {
  const rows = rateRows({
    goals: { done: 1, total: 3 },
    tasks: { done: 40, total: 60 },
    tasksDays: { done: 17, total: 31 },
    mindsetDays: { done: 0, total: 0 },
    journalDays: { done: 31, total: 31 },
    activeDays: { done: 1, total: 1 },
  });
  expect(rows.map((r) => [r.key, r.percent, r.text])).toEqual([
    ["goals", 33, "1 of 3 goals"],
    ["tasks", 67, "40 of 60 tasks"],
    ["taskDays", 55, "17 of 31 days"],
    ["mindset", 0, "0 of 0 days"],
    ["journal", 100, "31 of 31 days"],
    ["active", 100, "1 of 1 day"],
  ]);
});

it("writes personal bests with their dates", () => {
  const bests = personalBests({
    bestDay: { date: "2026-03-04", points: 85 },
    mostTasksDay: null,
    currentStreak: { length: 0, start: null, end: null },
    bestStreak: { length: 12, start: "2025-12-25", end: "2026-01-05" },
    totalPoints: 1234,
    goalsCompleted: 2,
  });
  expect(bests[0]).toEqual({ label: "Best streak", value: "12 days", detail: "Dec 25, 2025 – Jan 5, 2026" });
  expect(bests[2]).toEqual({ label: "Best day", value: "85 points", detail: "Mar 4, 2026" });
  expect(bests[3].value).toBe("–");
  expect(bests[4].value).toBe("1,234");
  expect(shortDate("2026-05-03")).toBe("May 3");
});
