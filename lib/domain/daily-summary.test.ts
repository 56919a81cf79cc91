import { carryOverPlan, isSummaryDue, progressSummaryText } from "@/lib/domain/daily-summary";

const zero = { completedGoals: 0, activeSmartGoals: 0, learningsMade: 0, accomplishmentsMade: 0, widgetPoints: 0, streakDays: 0 };

test("progress summary: what the day brought, in one sentence", () => {
  expect(progressSummaryText(zero)).toBe("A quiet day: a fresh start today.");
  expect(progressSummaryText({ ...zero, completedGoals: 2, learningsMade: 1, streakDays: 4 })).toBe("You completed 2 goals and tasks and learned 1 new thing. You are on a 4-day streak.");
  expect(progressSummaryText({ ...zero, completedGoals: 1, learningsMade: 3, accomplishmentsMade: 2, widgetPoints: 35 })).toBe(
    "You completed 1 goal or task, learned 3 new things, noted 2 accomplishments and earned 35 points with the toolkit.",
  );
});

test("due once per local day, only with an earlier day and the setting on", () => {
  const base = { showDailySummary: true, summarySeenDate: "2026-03-09", previousDate: "2026-03-09" };
  expect(isSummaryDue(base, "2026-03-10")).toBe(true);
  expect(isSummaryDue({ ...base, summarySeenDate: "2026-03-10" }, "2026-03-10")).toBe(false);
  expect(isSummaryDue({ ...base, summarySeenDate: null }, "2026-03-10")).toBe(true);
  expect(isSummaryDue({ ...base, previousDate: null }, "2026-03-10")).toBe(false);
  expect(isSummaryDue({ ...base, showDailySummary: false }, "2026-03-10")).toBe(false);
  // Several missed days: the previous journal day is older, still due.
  expect(isSummaryDue({ ...base, previousDate: "2026-03-02" }, "2026-03-10")).toBe(true);
});

test("carry-over fills today's free slots in order, no duplicates", () => {
  const yesterday = [
    { slot: "task3" as const, title: "Call mum" },
    { slot: "task1" as const, title: "Write report" },
  ];
  expect(carryOverPlan(yesterday, [])).toEqual([
    { slot: "task1", title: "Write report" },
    { slot: "task2", title: "Call mum" },
  ]);
  expect(carryOverPlan(yesterday, [{ slot: "task1", title: "Gym" }])).toEqual([
    { slot: "task2", title: "Write report" },
    { slot: "task3", title: "Call mum" },
  ]);
  // Already carried (second click, second tab): nothing more.
  const carried = carryOverPlan(yesterday, []);
  expect(carryOverPlan(yesterday, carried)).toEqual([]);
  // Only as many as there are free slots; titles compare without case and spaces.
  expect(carryOverPlan(yesterday, [{ slot: "task1", title: "a" }, { slot: "task2", title: " write REPORT " }])).toEqual([{ slot: "task3", title: "Call mum" }]);
  expect(carryOverPlan(yesterday, [{ slot: "task1", title: "a" }, { slot: "task2", title: "b" }, { slot: "task3", title: "c" }])).toEqual([]);
});
