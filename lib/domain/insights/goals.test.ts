import { goalInsights, type GoalFact } from "@/lib/domain/insights/goals";

const goal = (over: Partial<GoalFact> = {}): GoalFact => ({ title: "Run 5 km", kind: "smart", deadline: null, isCompleted: false, completedAt: null, ...over });
const texts = (goals: GoalFact[], now: string, zone = "UTC") => goalInsights(goals, new Date(now), zone).map((i) => i.text);

test("no goals: nothing to say (the card shows its empty text)", () => {
  expect(goalInsights([], new Date("2026-03-10T12:00:00Z"), "UTC")).toEqual([]);
});

test("overdue and at-risk deadlines, each with a why line", () => {
  const items = goalInsights(
    [
      goal({ title: "Read", deadline: new Date("2026-03-07T23:59:59Z") }),
      goal({ title: "Swim", deadline: new Date("2026-03-12T23:59:59Z") }),
      goal({ title: "Cook", deadline: new Date("2026-03-10T23:59:59Z"), kind: "main" }),
      goal({ title: "Later", deadline: new Date("2026-03-20T23:59:59Z") }),
    ],
    new Date("2026-03-10T12:00:00Z"),
    "UTC",
  );
  expect(items.map((i) => i.text)).toEqual([
    '"Read" is overdue by 3 days.',
    '"Cook" is due today.',
    '"Swim" is due in 2 days (Mar 12).',
    "You have completed 0 of the 4 goals you set (0%).",
  ]);
  expect(items[0].why).toBe("Its deadline was Mar 7 and it is not marked complete.");
  expect(items.every((i) => i.why.length > 0)).toBe(true);
});

test("Auckland across the end of daylight saving (5 Apr 2026): the member's local dates count", () => {
  // 2026-04-05T10:59Z is 22:59 NZST on Apr 5 (NZDT ended at 03:00 that morning).
  const deadline = new Date("2026-04-05T10:59:00Z");
  // 2026-04-05T11:30Z is 23:30 on Apr 5 in Auckland: due today; in UTC it is Apr 5 as well.
  expect(texts([goal({ deadline })], "2026-04-05T11:30:00Z", "Pacific/Auckland")).toEqual(['"Run 5 km" is due today.']);
  // 12:30Z is 00:30 on Apr 6 in Auckland: overdue by a day, while UTC still says Apr 5.
  expect(texts([goal({ deadline })], "2026-04-05T12:30:00Z", "Pacific/Auckland")).toEqual(['"Run 5 km" is overdue by 1 day.']);
  expect(texts([goal({ deadline })], "2026-04-05T12:30:00Z", "UTC")).toEqual(['"Run 5 km" is due today.']);
});

test("Los Angeles across the start of daylight saving (8 Mar 2026)", () => {
  // Deadline: the end of Mar 9 in LA (PDT, UTC-7) = 2026-03-10T06:59:59Z.
  const deadline = new Date("2026-03-10T06:59:59Z");
  // Mar 7, 20:00 PST (UTC-8) = 2026-03-08T04:00Z: two local days left, though it is Mar 8 in UTC.
  expect(texts([goal({ deadline })], "2026-03-08T04:00:00Z", "America/Los_Angeles")).toEqual(['"Run 5 km" is due in 2 days (Mar 9).']);
  expect(texts([goal({ deadline })], "2026-03-10T07:30:00Z", "America/Los_Angeles")).toEqual(['"Run 5 km" is overdue by 1 day.']);
});

test("on-time record and completion rate need 3 goals", () => {
  const finished = (deadline: string, completedAt: string) => goal({ isCompleted: true, deadline: new Date(deadline), completedAt: new Date(completedAt) });
  const two = [finished("2026-03-01T23:59:59Z", "2026-02-28T10:00:00Z"), finished("2026-03-01T23:59:59Z", "2026-03-03T10:00:00Z")];
  expect(texts(two, "2026-03-10T12:00:00Z")).toEqual([]);
  const three = [...two, finished("2026-03-05T23:59:59Z", "2026-03-05T22:00:00Z")];
  expect(texts(three, "2026-03-10T12:00:00Z")).toEqual([
    "You finished 2 of 3 goals with a deadline on time (67%).",
    "You have completed 3 of the 3 goals you set (100%).",
  ]);
});

test("open goals on track, and SMART goals without a deadline", () => {
  expect(texts([goal({ deadline: new Date("2026-04-01T00:00:00Z") }), goal({ title: "Undated" })], "2026-03-10T12:00:00Z")).toEqual([
    "Your open goal with a deadline is on track.",
    "1 open SMART goal has no deadline yet.",
  ]);
});
