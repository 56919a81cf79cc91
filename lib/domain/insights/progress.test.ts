import { addDays } from "@/lib/domain/day";
import { progressInsights, type DayFact, type ProgressFacts } from "@/lib/domain/insights/progress";

const NOW = new Date("2026-03-20T15:00:00Z"); // a Friday
const TODAY = "2026-03-20";
const facts = (over: Partial<ProgressFacts> = {}): ProgressFacts => ({ days: [], points: [], streak: 0, ...over });
/** `n` days before today, tasks set/done. */
const day = (back: number, tasksSet: number, tasksDone: number, mindsetDone = 0): DayFact => ({ date: addDays(TODAY, -back), tasksSet, tasksDone, mindsetDone });
const texts = (f: ProgressFacts, now = NOW, zone = "UTC") => progressInsights(f, now, zone).map((i) => i.text);

test("no history: nothing to say", () => {
  expect(progressInsights(facts(), NOW, "UTC")).toEqual([]);
});

test("task completion against the two weeks before, needing 5 tasks in each window", () => {
  const recent = [1, 2, 3].map((b) => day(b, 3, 2)); // 6 of 9
  const before = [15, 16].map((b) => day(b, 3, 1)); // 2 of 6
  expect(texts(facts({ days: recent }))).toEqual(["You completed 67% of your daily tasks in the last two weeks."]);
  expect(texts(facts({ days: [...recent, ...before] }))).toEqual(["You completed 67% of your daily tasks in the last two weeks, up from 33% the two weeks before."]);
  const items = progressInsights(facts({ days: [...recent, ...before] }), NOW, "UTC");
  expect(items[0].why).toBe("Based on 9 tasks in the last 14 days and 6 in the 14 days before.");
  // 4 tasks before today are too few for a rate: what there is so far (today included) is said.
  expect(texts(facts({ days: [day(0, 3, 3), day(1, 2, 2), day(2, 2, 0)] }))).toEqual(["So far you completed 5 of 7 daily tasks you set in the last two weeks."]);
  expect(progressInsights(facts({ days: [day(0, 3, 1)] }), NOW, "UTC")).toEqual([
    { text: "So far you completed 1 of 3 daily tasks you set in the last two weeks.", why: "Based on 1 day with tasks; from 5 tasks set before today Reach gives your two-week completion rate." },
  ]);
});

test("best and worst weekday over 8 weeks, only with enough days and a real gap", () => {
  // Fridays (7, 14, 21 back) all done; Mondays (4, 11) none; Wednesdays (2, 9) half.
  const days = [day(7, 2, 2), day(14, 2, 2), day(21, 2, 2), day(4, 2, 0), day(11, 2, 0), day(2, 2, 1), day(9, 2, 1)];
  const out = texts(facts({ days }));
  expect(out).toContain("Fridays are your strongest day (100% of tasks done); Mondays your weakest (0%).");
  // Two weekdays only: no statement.
  expect(texts(facts({ days: days.slice(0, 5) })).some((t) => t.includes("strongest"))).toBe(false);
});

test("streak: the stored streak (the header's; the day is marked active by any signed-in use), from 2 days", () => {
  expect(texts(facts({ streak: 1 }))).toEqual([]);
  expect(texts(facts({ streak: 2 }))).toEqual(["You are on a 2-day streak; 3 more days bring a 10-point daily bonus."]);
  // No second rule guesses another number from the last active date.
  expect(texts(facts({ streak: 6 }))).toEqual(["You are on a 6-day streak; 4 more days bring a 20-point daily bonus."]);
  expect(texts(facts({ streak: 7 }))).toEqual(["You are on a 7-day streak; 3 more days bring a 20-point daily bonus."]);
  expect(texts(facts({ streak: 9 }))).toEqual(["You are on a 9-day streak; 1 more day brings a 20-point daily bonus."]);
  expect(texts(facts({ streak: 52 }))).toEqual(["You are on a 52-day streak, earning the full 100-point daily bonus."]);
});

test("points this week against last, bucketed by the member's local day", () => {
  const points = [
    { at: new Date("2026-03-19T10:00:00Z"), points: 40 },
    { at: new Date("2026-03-10T10:00:00Z"), points: 25 },
  ];
  expect(texts(facts({ points }))).toEqual(["You earned 40 points in the last 7 days, 15 more than the week before."]);
  // One week only: the points alone, with what brings the comparison.
  expect(progressInsights(facts({ points: points.slice(0, 1) }), NOW, "UTC")).toEqual([
    { text: "You earned 40 points in the last 7 days.", why: "Sums your points history of the last 7 days; a comparison with the week before comes once both weeks have points." },
  ]);
});

test("Los Angeles across the start of daylight saving (8 Mar 2026): points land on the local day", () => {
  const now = new Date("2026-03-14T20:00:00Z"); // Sat Mar 14, 13:00 PDT
  // 2026-03-08T07:30Z is Mar 7, 23:30 PST:
  // inside the week before (Mar 1-7). 2026-03-08T08:30Z is Mar 8 01:30 PST: this week (Mar 8-14).
  const points = [
    { at: new Date("2026-03-08T07:30:00Z"), points: 10 },
    { at: new Date("2026-03-08T08:30:00Z"), points: 30 },
  ];
  expect(texts(facts({ points }), now, "America/Los_Angeles")).toEqual([
    "You earned 30 points in the last 7 days, 20 more than the week before.",
  ]);
  // In UTC both fall on Mar 8: this week only, so no comparison.
  expect(texts(facts({ points }), now, "UTC")).toEqual(["You earned 40 points in the last 7 days."]);
});

test("mindset days over the last 14 days once 5 days were journaled", () => {
  const days = [0, 1, 2, 3, 4].map((b) => day(b, 0, 0, b < 2 ? 3 : 1));
  expect(texts(facts({ days }))).toEqual(["You completed all three mindset exercises on 2 of the last 14 days."]);
  expect(texts(facts({ days: days.slice(0, 4) }))).toEqual([]);
});
