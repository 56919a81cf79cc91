import { badgeNames, changeOf, dayCount, shortLocalDate, sourceLine } from "@/components/admin/coach/coach-rules";

it("says a glance figure's change against last week", () => {
  expect(changeOf(12, 9)).toEqual({ direction: "up", text: "+3 vs last week" });
  expect(changeOf(1000, 3500)).toEqual({ direction: "down", text: "−2,500 vs last week" });
  expect(changeOf(4, 4)).toEqual({ direction: "same", text: "same as last week" });
});

it("shows a local date as the member's date, whatever the viewer's zone", () => {
  expect(shortLocalDate("2026-11-23")).toBe("Nov 23");
});

it("says a member's progress in words: source labels, badge names and plurals, no codes", () => {
  expect([dayCount(0), dayCount(1), dayCount(12)]).toEqual(["0 days", "1 day", "12 days"]);
  expect([{ source: "badge", points: 100 }, { source: "mindsetExercise", points: 45 }, { source: "mindsetAllBonus", points: 25 }, { source: "smartGoal", points: 1200 }].map(sourceLine)).toEqual([
    "Badge: 100",
    "Mindset: 45",
    "Mindset bonus: 25",
    "SMART goal: 1,200",
  ]);
  expect(badgeNames([{ code: "xp-5" }, { code: "first-goal" }, { code: "streak5" }])).not.toMatch(/xp-5|first-goal|streak5/);
  expect(badgeNames([{ code: "first-goal" }, { code: "streak5" }])).toBe("First Goal, 5-Day Streak");
});
