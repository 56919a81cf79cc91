// The coach's view (docs/decisions.md "The coach's view"): who needs the coach this week and why.
// Every rule reads the member's own local dates (their time zone): "yesterday", "this week" and a
// goal's deadline day are the member's, never the coach's. Weeks start on Monday.
import { addDays, localDate, type LocalDate } from "@/lib/domain/day";
import { overdueDays } from "@/lib/domain/goal-labels";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { isPausedOn, type DateRange } from "@/lib/domain/fair-streak/pauses";
import { isExcused, type Excuses } from "@/lib/domain/fair-streak/streak-rules";
import { isoWeekday } from "@/lib/domain/stats-range";

/** The attention list's page: its default and largest size (docs/decisions.md "The coach's view"). */
export const ATTENTION_PAGE = { default: 25, max: 100 } as const;
/** The reasons, most severe first (the list's sort order); the check-in reasons: docs/decisions.md "Check-ins". */
export const ATTENTION_REASONS = ["inactive", "streak-ended", "below-baseline", "goal-overdue", "nothing-written", "check-ins-missed", "check-in-flagged"] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const COACH_RULES = {
  /** A streak this long or longer that ended yesterday. */
  streakEnded: 7,
  /** Days since the member was last active. */
  inactiveDays: 3,
  /** Days past a SMART goal's deadline day. */
  overdueDays: 2,
  /** Percentage points below the baseline. */
  belowBaseline: 30,
  /** Weeks before this one that make the baseline (each needs a rate). */
  baselineWeeks: 4,
  /** Days since registration with nothing written. */
  nothingWrittenDays: 2,
  /** A row marked contacted leaves the list for this many days. */
  contactedDays: 7,
} as const;

/**
 * What one local date held for the member. `rest` / `frozen`: recorded on the date's journal day
 * by the reset (docs/decisions.md "Fair streaks"); absent when the date has none.
 */
export type DayFact = { date: LocalDate; active: boolean; tasksDone: number; tasksTotal: number; written: boolean; mindsetAll: boolean; rest?: boolean | null; frozen?: boolean };

export type MemberFacts = {
  timeZone: string;
  /** The hour the member's day starts (0-5; absent: 0). */
  dayStartHour?: number;
  /** Planned rest weekdays (ISO, Monday 1) and pauses: a paused member and rest days are not slipping. */
  restDays?: readonly number[];
  pauses?: readonly DateRange[];
  registeredAt: Date;
  lastActiveDate: LocalDate | null;
  /** The streak reached on lastActiveDate (its JournalDay's streak). */
  streakAtLastActive: number;
  /** The stored streak (User.streak); counts only while the member was active yesterday or today. */
  streak: number;
  /** Local dates of at least the five weeks before today (any order; missing dates held nothing). */
  days: DayFact[];
  /** Deadlines of the open (not completed, not archived) SMART goals. */
  openGoalDeadlines: Date[];
  /** Completion times of SMART goals completed in the window. */
  goalsCompletedAt: Date[];
  /** The member ever wrote anything in the journal. */
  everWritten: boolean;
  /** Check-ins (lib/services/check-ins/check-in-facts.ts); absent: none of the member's team's forms. */
  checkIns?: CheckInFacts;
};

/** What the attention list knows of a member's check-ins: the first of two missed in a row, and their flagged answers not yet reviewed. */
export type CheckInFacts = { missedTwoSince: LocalDate | null; flagged: number; flaggedSince: LocalDate | null };

export type Attention = { reason: AttentionReason; since: LocalDate; figure: number; baseline?: number };

/** Whole days from `from` to `to` (local dates). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the week holding `date`. */
export function weekStart(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** A span of local dates, both ends included. */
export type Span = { from: LocalDate; to: LocalDate };
const within = (date: LocalDate, span: Span) => date >= span.from && date <= span.to;

/**
 * This week so far (Monday to today) and the same days of last week: the glance compares like
 * with like, so a Tuesday is not set against a whole week.
 */
export function glanceWeeks(today: LocalDate): { thisWeek: Span; lastWeek: Span } {
  const monday = weekStart(today);
  return { thisWeek: { from: monday, to: today }, lastWeek: { from: addDays(monday, -7), to: addDays(today, -7) } };
}

/** Task completion in whole percent over the span's days, or null when it held no task. */
export function taskRate(days: readonly DayFact[], span: Span): number | null {
  let done = 0;
  let total = 0;
  for (const d of days) {
    if (!within(d.date, span)) continue;
    done += d.tasksDone;
    total += d.tasksTotal;
  }
  return total > 0 ? Math.round((done / total) * 100) : null;
}

/**
 * The member's own average task completion of the four weeks before this one: none unless the
 * member registered before those four weeks began and every one of them had tasks.
 */
export function taskBaseline(days: readonly DayFact[], today: LocalDate, registeredOn: LocalDate): number | null {
  const monday = weekStart(today);
  const first = addDays(monday, -7 * COACH_RULES.baselineWeeks);
  if (registeredOn > first) return null;
  const rates: number[] = [];
  for (let w = 1; w <= COACH_RULES.baselineWeeks; w++) {
    const from = addDays(monday, -7 * w);
    const rate = taskRate(days, { from, to: addDays(from, 6) });
    if (rate === null) return null;
    rates.push(rate);
  }
  return Math.round(rates.reduce((a, b) => a + b, 0) / rates.length);
}

export const STREAK_BUCKETS = ["0", "1-6", "7-29", "30+"] as const;
export type StreakBucket = (typeof STREAK_BUCKETS)[number];
export function streakBucket(streak: number): StreakBucket {
  if (streak <= 0) return "0";
  if (streak < 7) return "1-6";
  if (streak < 30) return "7-29";
  return "30+";
}

/** The member's date at `now`: their zone and day start hour (docs/decisions.md "Fair streaks"). */
export const coachToday = (f: Pick<MemberFacts, "timeZone" | "dayStartHour">, now: Date): LocalDate => memberDay(now, f.timeZone, f.dayStartHour ?? 0);

function excusesOf(f: MemberFacts): Excuses {
  const recordedRest = new Map<LocalDate, boolean>();
  for (const d of f.days) if (typeof d.rest === "boolean") recordedRest.set(d.date, d.rest);
  return { restDays: f.restDays ?? [], pauses: f.pauses ?? [], recordedRest };
}

/** The dates after `last` up to `to` that count against the member: not a rest day, not paused. */
function missedSince(last: LocalDate, to: LocalDate, excuses: Excuses): LocalDate[] {
  const missed: LocalDate[] = [];
  for (let d = addDays(last, 1); d <= to; d = addDays(d, 1)) if (!isExcused(d, excuses)) missed.push(d);
  return missed;
}

/** Is the member paused today? Then nothing about them is slipping. */
export function isPausedToday(f: MemberFacts, now: Date): boolean {
  return isPausedOn(coachToday(f, now), f.pauses ?? []);
}

/**
 * Every reason the member matches today (in their zone, from their day start), most severe
 * first. A paused member matches none; rest and paused days are neither inactive days nor the
 * day a streak ended, and a day a freeze covered did not end the streak.
 */
export function attentionReasons(f: MemberFacts, now: Date): Attention[] {
  const today = coachToday(f, now);
  const registeredOn = localDate(f.registeredAt, f.timeZone);
  const found: Attention[] = [];
  if (isPausedToday(f, now)) return found;
  const excuses = excusesOf(f);
  const last = f.lastActiveDate;
  const missed = last === null ? [] : missedSince(last, today, excuses);
  if (missed.length >= COACH_RULES.inactiveDays) {
    found.push({ reason: "inactive", since: missed[0], figure: missed.length });
  }
  const yesterday = addDays(today, -1);
  const frozen = new Set(f.days.filter((d) => d.frozen).map((d) => d.date));
  const firstMissed = last === null ? undefined : missedSince(last, yesterday, excuses).find((d) => !frozen.has(d));
  if (firstMissed === yesterday && f.streakAtLastActive >= COACH_RULES.streakEnded) {
    found.push({ reason: "streak-ended", since: yesterday, figure: f.streakAtLastActive });
  }
  const monday = weekStart(today);
  const baseline = taskBaseline(f.days, today, registeredOn);
  // This week's days up to yesterday: today's tasks can still be done (on a Monday there is no rate yet).
  const rate = today > monday ? taskRate(f.days, { from: monday, to: addDays(today, -1) }) : null;
  if (baseline !== null && rate !== null && baseline - rate >= COACH_RULES.belowBaseline) {
    found.push({ reason: "below-baseline", since: monday, figure: rate, baseline });
  }
  // The member's card's rule (lib/domain/goal-labels overdueDays): days past the deadline's instant, the end of its day.
  const overdue = f.openGoalDeadlines.filter((d) => (overdueDays(d, now) ?? 0) >= COACH_RULES.overdueDays);
  if (overdue.length) {
    const oldest = overdue.reduce((a, b) => (a < b ? a : b));
    found.push({ reason: "goal-overdue", since: addDays(localDate(oldest, f.timeZone), 1), figure: overdueDays(oldest, now)! });
  }
  if (!f.everWritten && daysBetween(registeredOn, today) >= COACH_RULES.nothingWrittenDays) {
    found.push({ reason: "nothing-written", since: registeredOn, figure: daysBetween(registeredOn, today) });
  }
  if (f.checkIns?.missedTwoSince) found.push({ reason: "check-ins-missed", since: f.checkIns.missedTwoSince, figure: 2 });
  if (f.checkIns && f.checkIns.flagged > 0 && f.checkIns.flaggedSince) found.push({ reason: "check-in-flagged", since: f.checkIns.flaggedSince, figure: f.checkIns.flagged });
  return found;
}

/** Severity rank of a reason (0 is the most severe). */
export const severityOf = (reason: AttentionReason) => ATTENTION_REASONS.indexOf(reason);

/** The list's order: severity, then the longer-standing first (older `since`), then the member's id. */
export function compareAttention(a: Attention & { userId: number }, b: Attention & { userId: number }): number {
  return severityOf(a.reason) - severityOf(b.reason) || a.since.localeCompare(b.since) || a.userId - b.userId;
}

/** The reason in words with the figure behind it. */
export function attentionText(a: Pick<Attention, "reason" | "figure" | "baseline">): string {
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  switch (a.reason) {
    case "inactive":
      return `No sign-in for ${days(a.figure)}`;
    case "streak-ended":
      return `A streak of ${days(a.figure)} ended yesterday`;
    case "below-baseline":
      return `Tasks ${a.figure}% this week, own average ${a.baseline ?? 0}%`;
    case "goal-overdue":
      return `A SMART goal overdue by ${days(a.figure)}`;
    case "nothing-written":
      return `Registered ${days(a.figure)} ago, nothing written yet`;
    case "check-ins-missed":
      return "Two check-ins missed in a row";
    case "check-in-flagged":
      return a.figure === 1 ? "A flagged check-in answer not yet reviewed" : `${a.figure} flagged check-in answers not yet reviewed`;
  }
}

/** The week figures a member adds to the glance (this week so far vs the same days of last week). */
export type WeekFigures = { active: boolean; journals: number; mindsetAll: number; tasksDone: number; goalsDone: number };

export function weekFigures(f: MemberFacts, span: Span): WeekFigures {
  const days = f.days.filter((d) => within(d.date, span));
  return {
    active: days.some((d) => d.active),
    journals: days.filter((d) => d.written).length,
    mindsetAll: days.filter((d) => d.mindsetAll).length,
    tasksDone: days.reduce((n, d) => n + d.tasksDone, 0),
    goalsDone: f.goalsCompletedAt.filter((t) => within(localDate(t, f.timeZone), span)).length,
  };
}

/** Active days among the last `n` local dates up to today. */
export function activeDays(days: readonly DayFact[], today: LocalDate, n: number): number {
  const span = { from: addDays(today, 1 - n), to: today };
  return days.filter((d) => d.active && within(d.date, span)).length;
}

/** Rates in whole percent over the last `n` days: tasks done of tasks, days with all mindset, days written. */
export function completionRates(days: readonly DayFact[], today: LocalDate, n: number): { tasks: number; mindset: number; journal: number } {
  const span = { from: addDays(today, 1 - n), to: today };
  const inSpan = days.filter((d) => within(d.date, span));
  const pct = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) : 0);
  return {
    tasks: pct(inSpan.reduce((s, d) => s + d.tasksDone, 0), inSpan.reduce((s, d) => s + d.tasksTotal, 0)),
    mindset: pct(inSpan.filter((d) => d.mindsetAll).length, n),
    journal: pct(inSpan.filter((d) => d.written).length, n),
  };
}

/** The 12 weeks of a member's progress (oldest first), each with active days and rates. */
export type WeekRow = { weekStart: LocalDate; activeDays: number; tasks: number | null; mindset: number; journal: number };

export function weeklyProgress(days: readonly DayFact[], today: LocalDate, weeks = 12): WeekRow[] {
  const monday = weekStart(today);
  const rows: WeekRow[] = [];
  for (let w = weeks - 1; w >= 0; w--) {
    const from = addDays(monday, -7 * w);
    const to = w === 0 ? today : addDays(from, 6);
    const span = { from, to };
    const inSpan = days.filter((d) => within(d.date, span));
    const length = daysBetween(from, to) + 1;
    rows.push({
      weekStart: from,
      activeDays: inSpan.filter((d) => d.active).length,
      tasks: taskRate(inSpan, span),
      mindset: Math.round((inSpan.filter((d) => d.mindsetAll).length / length) * 100),
      journal: Math.round((inSpan.filter((d) => d.written).length / length) * 100),
    });
  }
  return rows;
}

/** Everything the snapshot keeps of one member (docs/decisions.md "The coach's view"). */
export type CoachSummary = {
  today: LocalDate;
  attention: Attention[];
  streak: number;
  activeToday: boolean;
  activeLastWeekDay: boolean;
  thisWeek: WeekFigures;
  lastWeek: WeekFigures;
  activeDays7: number;
  activeDays28: number;
  rates28: { tasks: number; mindset: number; journal: number };
};

/**
 * The streak as it stands today with fair streaks: the stored one while every date between the
 * last active day and yesterday was a rest day, paused or covered by a freeze; else 0.
 */
export function keptStreak(f: MemberFacts, today: LocalDate): number {
  const last = f.lastActiveDate;
  if (last === null) return 0;
  const frozen = new Set(f.days.filter((d) => d.frozen).map((d) => d.date));
  return missedSince(last, addDays(today, -1), excusesOf(f)).every((d) => frozen.has(d)) ? f.streak : 0;
}

export function coachSummary(f: MemberFacts, now: Date): CoachSummary {
  const today = coachToday(f, now);
  const weeks = glanceWeeks(today);
  const activeOn = (date: LocalDate) => f.days.some((d) => d.date === date && d.active);
  return {
    today,
    attention: attentionReasons(f, now),
    streak: keptStreak(f, today),
    activeToday: activeOn(today),
    activeLastWeekDay: activeOn(addDays(today, -7)),
    thisWeek: weekFigures(f, weeks.thisWeek),
    lastWeek: weekFigures(f, weeks.lastWeek),
    activeDays7: activeDays(f.days, today, 7),
    activeDays28: activeDays(f.days, today, 28),
    rates28: completionRates(f.days, today, 28),
  };
}
