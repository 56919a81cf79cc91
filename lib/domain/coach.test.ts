import { addDays } from "@/lib/domain/day";
import { deadlineLabel } from "@/lib/domain/goal-labels";
import {
  attentionReasons,
  attentionText,
  compareAttention,
  completionRates,
  keptStreak,
  glanceWeeks,
  streakBucket,
  taskBaseline,
  taskRate,
  weekFigures,
  weekStart,
  weeklyProgress,
  type DayFact,
  type MemberFacts,
} from "@/lib/domain/coach";

const day = (date: string, over: Partial<DayFact> = {}): DayFact => ({ date, active: true, tasksDone: 0, tasksTotal: 0, written: false, mindsetAll: false, ...over });
/** Every date from `from` for `n` days with the same facts. */
const run = (from: string, n: number, over: Partial<DayFact> = {}) => Array.from({ length: n }, (_, i) => day(addDays(from, i), over));

const facts = (over: Partial<MemberFacts> = {}): MemberFacts => ({
  timeZone: "UTC",
  registeredAt: new Date("2026-01-01T12:00:00Z"),
  lastActiveDate: null,
  streakAtLastActive: 0,
  streak: 0,
  days: [],
  openGoalDeadlines: [],
  goalsCompletedAt: [],
  everWritten: true,
  ...over,
});

const reasons = (f: MemberFacts, now: Date) => attentionReasons(f, now).map((a) => a.reason);

// Wednesday 2026-11-25, 12:00 UTC.
const WED_NOON = new Date("2026-11-25T12:00:00Z");

describe("weeks", () => {
  it("start on Monday", () => {
    expect(weekStart("2026-11-25")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });
  it("compare this week so far with the same days of last week", () => {
    expect(glanceWeeks("2026-11-25")).toEqual({ thisWeek: { from: "2026-11-23", to: "2026-11-25" }, lastWeek: { from: "2026-11-16", to: "2026-11-18" } });
  });
});

describe("a streak of 7+ days ended yesterday", () => {
  it("is the member's yesterday: the same instant is another day in Auckland", () => {
    // 2026-11-25 12:00 UTC is 2026-11-26 01:00 in Auckland (UTC+13): their yesterday is the 25th.
    const f = facts({ lastActiveDate: "2026-11-23", streakAtLastActive: 9 });
    expect(attentionReasons(f, WED_NOON)).toContainEqual({ reason: "streak-ended", since: "2026-11-24", figure: 9 });
    expect(reasons({ ...f, timeZone: "Pacific/Auckland" }, WED_NOON)).not.toContain("streak-ended");
    expect(reasons({ ...f, timeZone: "Pacific/Auckland", lastActiveDate: "2026-11-24" }, WED_NOON)).toContain("streak-ended");
  });
  it("needs 7 days", () => {
    expect(reasons(facts({ lastActiveDate: "2026-11-23", streakAtLastActive: 6 }), WED_NOON)).not.toContain("streak-ended");
    expect(reasons(facts({ lastActiveDate: "2026-11-23", streakAtLastActive: 7 }), WED_NOON)).toContain("streak-ended");
  });
  it("follows the member's day across the spring-forward night (New York, 2026-03-08)", () => {
    // 2026-03-09 04:30 UTC is 00:30 EDT on Monday the 9th: yesterday is Sunday the 8th (23 hours long).
    const now = new Date("2026-03-09T04:30:00Z");
    const f = facts({ timeZone: "America/New_York", lastActiveDate: "2026-03-07", streakAtLastActive: 12 });
    expect(attentionReasons(f, now)).toContainEqual({ reason: "streak-ended", since: "2026-03-08", figure: 12 });
    // One hour earlier it is still Sunday there.
    expect(reasons(f, new Date("2026-03-09T03:30:00Z"))).not.toContain("streak-ended");
  });
});

describe("active before, no sign-in for 3+ days", () => {
  it("counts days since the last active day", () => {
    expect(attentionReasons(facts({ lastActiveDate: "2026-11-22" }), WED_NOON)).toEqual([{ reason: "inactive", since: "2026-11-23", figure: 3 }]);
    expect(reasons(facts({ lastActiveDate: "2026-11-23" }), WED_NOON)).toEqual([]);
  });
  it("never active: not this reason", () => {
    expect(reasons(facts({ lastActiveDate: null }), WED_NOON)).toEqual([]);
  });
  it("in the member's zone after the fall-back night (Berlin, 2026-10-25)", () => {
    // 2026-10-27 23:30 UTC is 00:30 CET on the 28th in Berlin, still the 27th in UTC.
    const now = new Date("2026-10-27T23:30:00Z");
    const f = facts({ lastActiveDate: "2026-10-25" });
    expect(reasons({ ...f, timeZone: "Europe/Berlin" }, now)).toContain("inactive");
    expect(reasons(f, now)).not.toContain("inactive");
  });
});

describe("a SMART goal overdue by 2+ days", () => {
  it("counts from the end of the deadline's day in the member's zone, as the member's card does", () => {
    // The end of 2026-11-23 in Los Angeles is 2026-11-24 07:59 UTC.
    const deadline = new Date("2026-11-24T07:59:59.999Z");
    const la = facts({ timeZone: "America/Los_Angeles", openGoalDeadlines: [deadline] });
    const card = (now: Date) => deadlineLabel({ deadline, isCompleted: false }, now, "America/Los_Angeles")?.text;
    // 28 hours after the deadline: the card reads "Overdue by 1 day", so the coach is told nothing yet.
    expect(card(WED_NOON)).toBe("Overdue by 1 day");
    expect(attentionReasons(la, WED_NOON)).toEqual([]);
    expect(reasons(la, new Date("2026-11-26T07:59:00Z"))).toEqual([]); // 47 h 59 min: still 1 day
    // Two whole days after it, both say 2.
    const twoDays = new Date("2026-11-26T08:00:00Z");
    expect(card(twoDays)).toBe("Overdue by 2 days");
    expect(attentionReasons(la, twoDays)).toEqual([{ reason: "goal-overdue", since: "2026-11-24", figure: 2 }]);
    expect(attentionText(attentionReasons(la, twoDays)[0])).toBe("A SMART goal overdue by 2 days");
  });
  it("reports the oldest", () => {
    const f = facts({ openGoalDeadlines: [new Date("2026-11-20T10:00:00Z"), new Date("2026-11-10T10:00:00Z"), new Date("2026-11-30T10:00:00Z")] });
    expect(attentionReasons(f, WED_NOON)).toEqual([{ reason: "goal-overdue", since: "2026-11-11", figure: 15 }]);
  });
});

describe("this week's task completion 30+ points below the four weeks before", () => {
  // Four full weeks before Monday 2026-11-23 at 80 %, this week (Mon, Tue) at 40 %.
  const history = [...run("2026-10-26", 28, { tasksDone: 4, tasksTotal: 5 }), ...run("2026-11-23", 2, { tasksDone: 2, tasksTotal: 5 })];
  it("flags 40 % against 80 %", () => {
    expect(attentionReasons(facts({ days: history, lastActiveDate: "2026-11-25" }), WED_NOON)).toEqual([{ reason: "below-baseline", since: "2026-11-23", figure: 40, baseline: 80 }]);
  });
  it("not at 29 points below", () => {
    const days = [...run("2026-10-26", 28, { tasksDone: 4, tasksTotal: 5 }), ...run("2026-11-23", 2, { tasksDone: 51, tasksTotal: 100 })];
    expect(reasons(facts({ days, lastActiveDate: "2026-11-25" }), WED_NOON)).toEqual([]);
  });
  it("no baseline for a member who registered this week, or within the four weeks", () => {
    expect(reasons(facts({ days: history, lastActiveDate: "2026-11-25", registeredAt: new Date("2026-11-23T09:00:00Z") }), WED_NOON)).toEqual([]);
    expect(taskBaseline(history, "2026-11-25", "2026-10-27")).toBeNull();
    expect(taskBaseline(history, "2026-11-25", "2026-10-26")).toBe(80);
  });
  it("no baseline when one of the four weeks had no task", () => {
    const gap = history.filter((d) => d.date < "2026-11-02" || d.date > "2026-11-08");
    expect(taskBaseline(gap, "2026-11-25", "2026-01-01")).toBeNull();
  });
  it("no rate on a Monday: today's tasks can still be done", () => {
    const monday = new Date("2026-11-23T12:00:00Z");
    expect(reasons(facts({ days: history, lastActiveDate: "2026-11-23" }), monday)).toEqual([]);
  });
  it("rates are whole percent, null without tasks", () => {
    expect(taskRate([day("2026-11-23", { tasksDone: 1, tasksTotal: 3 })], { from: "2026-11-23", to: "2026-11-23" })).toBe(33);
    expect(taskRate([], { from: "2026-11-23", to: "2026-11-29" })).toBeNull();
  });
});

describe("registered 2+ days ago and nothing written", () => {
  it("counts the member's local registration day", () => {
    // Registered 2026-11-23 23:30 UTC = 2026-11-24 in Tokyo: 1 day there, 2 days in UTC.
    const f = facts({ everWritten: false, registeredAt: new Date("2026-11-23T23:30:00Z") });
    expect(attentionReasons(f, WED_NOON)).toEqual([{ reason: "nothing-written", since: "2026-11-23", figure: 2 }]);
    expect(reasons({ ...f, timeZone: "Asia/Tokyo" }, WED_NOON)).toEqual([]);
    expect(reasons({ ...f, everWritten: true }, WED_NOON)).toEqual([]);
  });
});

describe("severity order", () => {
  it("lists every matching reason, most severe first", () => {
    const f = facts({ lastActiveDate: "2026-11-20", everWritten: false, openGoalDeadlines: [new Date("2026-11-01T00:00:00Z")] });
    expect(reasons(f, WED_NOON)).toEqual(["inactive", "goal-overdue", "nothing-written"]);
  });
  it("sorts by severity, then the longer-standing first, then id", () => {
    const rows = [
      { userId: 1, reason: "goal-overdue" as const, since: "2026-11-01", figure: 24 },
      { userId: 2, reason: "inactive" as const, since: "2026-11-20", figure: 5 },
      { userId: 3, reason: "inactive" as const, since: "2026-11-10", figure: 15 },
      { userId: 4, reason: "streak-ended" as const, since: "2026-11-24", figure: 9 },
    ];
    expect(rows.sort(compareAttention).map((r) => r.userId)).toEqual([3, 2, 4, 1]);
  });
  it("says each reason in words with its figure", () => {
    expect(attentionText({ reason: "streak-ended", figure: 9 })).toBe("A streak of 9 days ended yesterday");
    expect(attentionText({ reason: "inactive", figure: 3 })).toBe("No sign-in for 3 days");
    expect(attentionText({ reason: "below-baseline", figure: 40, baseline: 80 })).toBe("Tasks 40% this week, own average 80%");
    expect(attentionText({ reason: "goal-overdue", figure: 1 })).toBe("A SMART goal overdue by 1 day");
    expect(attentionText({ reason: "nothing-written", figure: 2 })).toBe("Registered 2 days ago, nothing written yet");
  });
});

describe("glance figures, streaks and progress", () => {
  const days = [day("2026-11-16", { written: true, tasksDone: 2, tasksTotal: 3 }), day("2026-11-20", { mindsetAll: true }), day("2026-11-24", { written: true, mindsetAll: true, tasksDone: 3, tasksTotal: 3 })];
  it("sums a span's days and goals completed in the member's zone", () => {
    const f = facts({ days, goalsCompletedAt: [new Date("2026-11-23T02:00:00Z")] });
    const { thisWeek, lastWeek } = glanceWeeks("2026-11-25");
    expect(weekFigures(f, thisWeek)).toEqual({ active: true, journals: 1, mindsetAll: 1, tasksDone: 3, goalsDone: 1 });
    expect(weekFigures(f, lastWeek)).toEqual({ active: true, journals: 1, mindsetAll: 0, tasksDone: 2, goalsDone: 0 });
    // 02:00 UTC on the 23rd is still Sunday the 22nd in New York: last week, after the compared days.
    expect(weekFigures({ ...f, timeZone: "America/New_York" }, thisWeek).goalsDone).toBe(0);
  });
  it("the streak counts while active yesterday or today; buckets 0, 1-6, 7-29, 30+", () => {
    expect(keptStreak(facts({ streak: 8, lastActiveDate: "2026-11-24" }), "2026-11-25")).toBe(8);
    expect(keptStreak(facts({ streak: 8, lastActiveDate: "2026-11-23" }), "2026-11-25")).toBe(0);
    expect([0, 1, 6, 7, 29, 30].map(streakBucket)).toEqual(["0", "1-6", "1-6", "7-29", "7-29", "30+"]);
  });
  it("12 weeks oldest first, this week up to today", () => {
    const weeks = weeklyProgress(days, "2026-11-25");
    expect(weeks).toHaveLength(12);
    expect(weeks[0].weekStart).toBe("2026-09-07");
    expect(weeks[11]).toEqual({ weekStart: "2026-11-23", activeDays: 1, tasks: 100, mindset: 33, journal: 33 });
    expect(weeks[10]).toEqual({ weekStart: "2026-11-16", activeDays: 2, tasks: 67, mindset: 14, journal: 14 });
    expect(completionRates(days, "2026-11-25", 7)).toEqual({ tasks: 100, mindset: 29, journal: 14 });
  });
});

describe("fair streaks: paused members and rest days are not slipping", () => {
  // Wednesday 2026-11-25 12:00 UTC; Monday is ISO weekday 1, Tuesday 2.
  it("a member paused today matches no reason at all", () => {
    const f = facts({ lastActiveDate: "2026-11-18", streakAtLastActive: 20, everWritten: false, openGoalDeadlines: [new Date("2026-11-01T12:00:00Z")] });
    expect(reasons(f, WED_NOON)).toEqual(expect.arrayContaining(["inactive", "goal-overdue", "nothing-written"]));
    expect(attentionReasons({ ...f, pauses: [{ startDate: "2026-11-24", endDate: "2026-11-30" }] }, WED_NOON)).toEqual([]);
    // A pause that ended yesterday excuses its days but no longer the member.
    const ended = { ...f, pauses: [{ startDate: "2026-11-19", endDate: "2026-11-24" }] };
    expect(reasons(ended, WED_NOON)).not.toContain("inactive");
    expect(reasons(ended, WED_NOON)).toContain("goal-overdue");
  });
  it("rest days and paused days are not inactive days", () => {
    // Last active Saturday the 21st: Sunday, Monday, Tuesday and today missed (4 days).
    const f = facts({ lastActiveDate: "2026-11-21" });
    expect(attentionReasons(f, WED_NOON)).toContainEqual({ reason: "inactive", since: "2026-11-22", figure: 4 });
    // Monday and Tuesday are rest days: Sunday and today remain (2 < 3).
    expect(reasons({ ...f, restDays: [1, 2] }, WED_NOON)).not.toContain("inactive");
    // A rest day recorded on the date's journal day wins over today's rest weekdays.
    const recorded = { ...f, restDays: [1, 2], days: [day("2026-11-23", { active: false, rest: false })] };
    expect(attentionReasons(recorded, WED_NOON)).toContainEqual({ reason: "inactive", since: "2026-11-22", figure: 3 });
  });
  it("a streak did not end on a rest day or a day a freeze covered; it ended on the first missed day", () => {
    // 9-day streak reached Monday the 23rd; Tuesday (yesterday) a rest day: nothing ended.
    const f = facts({ lastActiveDate: "2026-11-23", streakAtLastActive: 9, streak: 9 });
    expect(reasons(f, WED_NOON)).toContain("streak-ended");
    expect(reasons({ ...f, restDays: [2] }, WED_NOON)).not.toContain("streak-ended");
    expect(reasons({ ...f, days: [day("2026-11-24", { active: false, frozen: true })] }, WED_NOON)).not.toContain("streak-ended");
    expect(keptStreak({ ...f, days: [day("2026-11-24", { active: false, frozen: true })] }, "2026-11-25")).toBe(9);
    // Last active Sunday the 22nd, Monday a rest day, Tuesday missed: it ended yesterday.
    const afterRest = facts({ lastActiveDate: "2026-11-22", streakAtLastActive: 9, restDays: [1] });
    expect(attentionReasons(afterRest, WED_NOON)).toContainEqual({ reason: "streak-ended", since: "2026-11-24", figure: 9 });
    expect(keptStreak({ ...afterRest, streak: 9 }, "2026-11-25")).toBe(0);
  });
  it("yesterday follows the member's day start: at 02:00 with a 03:00 start it is still the day before", () => {
    // 2026-11-25 02:00 UTC with day start 03:00: the member's today is the 24th, yesterday the 23rd.
    const early = new Date("2026-11-25T02:00:00Z");
    const f = facts({ lastActiveDate: "2026-11-22", streakAtLastActive: 9 });
    expect(reasons(f, early)).not.toContain("streak-ended");
    expect(attentionReasons({ ...f, dayStartHour: 3 }, early)).toContainEqual({ reason: "streak-ended", since: "2026-11-23", figure: 9 });
  });
});

describe("the check-in reasons (docs/decisions.md \"Check-ins\")", () => {
  it("two check-ins missed in a row and flagged answers not yet reviewed, after the journal's reasons", () => {
    const f = facts({ lastActiveDate: "2026-11-25", checkIns: { missedTwoSince: "2026-11-15", flagged: 2, flaggedSince: "2026-11-22" } });
    expect(attentionReasons(f, WED_NOON)).toEqual([
      { reason: "check-ins-missed", since: "2026-11-15", figure: 2 },
      { reason: "check-in-flagged", since: "2026-11-22", figure: 2 },
    ]);
    expect(attentionText({ reason: "check-ins-missed", figure: 2 })).toBe("Two check-ins missed in a row");
    expect(attentionText({ reason: "check-in-flagged", figure: 1 })).toBe("A flagged check-in answer not yet reviewed");
    expect(reasons(facts({ lastActiveDate: "2026-11-25", checkIns: { missedTwoSince: null, flagged: 0, flaggedSince: null } }), WED_NOON)).toEqual([]);
  });
});
