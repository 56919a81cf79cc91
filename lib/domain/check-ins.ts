// Weekly check-ins (docs/product/check-ins.md, docs/decisions.md "Check-ins"): when a form is due
// for a member, until when it can be answered, when it counts as missed, which answers are
// flagged for the coach, and whether the member gets its push. Pure: dates are the member's days
// (fair-streak/member-day.ts), rest days and pauses are the streak's (fair-streak/streak-rules.ts).
import { addDays, wallTimeToInstant, type LocalDate } from "@/lib/domain/day";
import { clockDay, type DayClock } from "@/lib/domain/fair-streak/member-day";
import { isExcused, type Excuses } from "@/lib/domain/fair-streak/streak-rules";
import { isoWeekday } from "@/lib/domain/stats-range";

/**
 * When a form is due: weekly on an ISO weekday (1 Monday ... 7 Sunday) or daily, at a full hour
 * of the member's own day (0-23 on their wall clock; an hour before their day start belongs to
 * the end of their day, so with a 03:00 day start, 01:00 is the night after the date).
 */
export type CheckInSchedule = { cadence: "weekly"; weekday: number; hour: number } | { cadence: "daily"; hour: number };

/** One due check-in: the member's date it belongs to, when it is due and when the next one is due (it closes). */
export type CheckInOccurrence = { date: LocalDate; dueAt: Date; closesAt: Date };

export const CHECK_IN_FLAG = { lowest: 2, dropBelowAverage: 2, averageOf: 4 } as const;

const periodDays = (schedule: CheckInSchedule) => (schedule.cadence === "weekly" ? 7 : 1);

/** Is `date` (a member's day) one the form is due on? */
export function isDueDate(date: LocalDate, schedule: CheckInSchedule): boolean {
  return schedule.cadence === "daily" || isoWeekday(date) === schedule.weekday;
}

/**
 * The instant the check-in of the member's `date` is due: the schedule's hour on their wall clock
 * in that day (the next calendar date for an hour before the day start). An hour a spring-forward
 * skips is due at the next hour (wallTimeToInstant moves a time in the gap forward by the gap); an
 * hour a fall-back repeats is due at its first occurrence.
 */
export function dueAt(date: LocalDate, schedule: CheckInSchedule, clock: DayClock): Date {
  const wallDate = schedule.hour < clock.dayStartHour ? addDays(date, 1) : date;
  const [year, month, day] = wallDate.split("-").map(Number);
  return new Date(wallTimeToInstant(clock.timeZone, { year, month: month - 1, day, hours: schedule.hour }));
}

/** The latest date on or before `date` the form is due on. */
function dueDateOnOrBefore(date: LocalDate, schedule: CheckInSchedule): LocalDate {
  if (schedule.cadence === "daily") return date;
  return addDays(date, -((isoWeekday(date) - schedule.weekday + 7) % 7));
}

function occurrence(date: LocalDate, schedule: CheckInSchedule, clock: DayClock): CheckInOccurrence {
  return { date, dueAt: dueAt(date, schedule, clock), closesAt: dueAt(addDays(date, periodDays(schedule)), schedule, clock) };
}

/**
 * The check-in the member can answer at `now`: the last one already due (its window runs until
 * the next one is due). The member's zone and day start are read as they are now, so the due
 * time follows a zone switch.
 */
export function currentCheckIn(now: Date, schedule: CheckInSchedule, clock: DayClock): CheckInOccurrence {
  let date = dueDateOnOrBefore(clockDay(now, clock), schedule);
  while (dueAt(date, schedule, clock) > now) date = addDays(date, -periodDays(schedule));
  return occurrence(date, schedule, clock);
}

/** The next check-in to come after `now` (the calendar feed, the card's "next due"). */
export function nextCheckIn(now: Date, schedule: CheckInSchedule, clock: DayClock): CheckInOccurrence {
  return occurrence(addDays(currentCheckIn(now, schedule, clock).date, periodDays(schedule)), schedule, clock);
}

/** The check-ins due from `from` (a member's date, included) up to `now`, oldest first (at most `limit`). */
export function checkInsSince(from: LocalDate, now: Date, schedule: CheckInSchedule, clock: DayClock, limit = 60): CheckInOccurrence[] {
  const out: CheckInOccurrence[] = [];
  let date = currentCheckIn(now, schedule, clock).date;
  while (date >= from && out.length < limit) {
    out.unshift(occurrence(date, schedule, clock));
    date = addDays(date, -periodDays(schedule));
  }
  return out;
}

/** May the check-in of `date` still be answered at `now`? Only the current one: after the next is due it is missed. */
export function isOpen(date: LocalDate, now: Date, schedule: CheckInSchedule, clock: DayClock): boolean {
  return currentCheckIn(now, schedule, clock).date === date;
}

/** Was the check-in of `date` missed: closed (the next one is due) without an answer? */
export function isMissed(date: LocalDate, answered: boolean, now: Date, schedule: CheckInSchedule, clock: DayClock): boolean {
  return !answered && now >= occurrence(date, schedule, clock).closesAt;
}

/** Two check-ins missed in a row: the last two closed ones (newest first, `answered` each) both unanswered. */
export function missedTwoInARow(closedNewestFirst: readonly boolean[]): boolean {
  return closedNewestFirst.length >= 2 && !closedNewestFirst[0] && !closedNewestFirst[1];
}

/** Does the member get the check-in's push on `date`? Not on a rest day, not while paused. */
export function pushesOn(date: LocalDate, excuses: Excuses): boolean {
  return !isExcused(date, excuses);
}

/**
 * The scale questions an answer is flagged for (docs/decisions.md "Check-ins"): a value of 2 or
 * lower, or 2 or more below the member's average of the same question in the four check-ins
 * before (newest first; a question none of them answered has no average).
 */
export function flaggedQuestions(scale: Readonly<Record<string, number>>, before: readonly Readonly<Record<string, unknown>>[]): string[] {
  const recent = before.slice(0, CHECK_IN_FLAG.averageOf);
  return Object.entries(scale)
    .filter(([id, value]) => {
      if (value <= CHECK_IN_FLAG.lowest) return true;
      const past = recent.map((answers) => answers[id]).filter((v): v is number => typeof v === "number");
      if (!past.length) return false;
      const average = past.reduce((a, b) => a + b, 0) / past.length;
      return average - value >= CHECK_IN_FLAG.dropBelowAverage;
    })
    .map(([id]) => id);
}

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const weekdayName = (isoWeekday: number) => WEEKDAY_NAMES[isoWeekday - 1] ?? "";
const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The schedule in words: "Weekly on Sunday at 18:00", "Daily at 08:00". */
export function scheduleWords(schedule: CheckInSchedule): string {
  return schedule.cadence === "weekly" ? `Weekly on ${weekdayName(schedule.weekday)} at ${hourText(schedule.hour)}` : `Daily at ${hourText(schedule.hour)}`;
}

/**
 * The attention reason "two check-ins missed in a row": the last two closed check-ins of a form
 * (before the open one) both unanswered, each one the member could answer (it closed after
 * `startedAt`: the later of the form's creation and the member's registration). Answers the
 * older one's date (the reason's "since"), or null.
 */
export function missedTwoSince(now: Date, schedule: CheckInSchedule, clock: DayClock, startedAt: Date, answered: ReadonlySet<LocalDate>): LocalDate | null {
  const period = periodDays(schedule);
  const open = currentCheckIn(now, schedule, clock).date;
  const closed = [addDays(open, -period), addDays(open, -2 * period)].map((date) => occurrence(date, schedule, clock));
  const missed = closed.map((c) => c.closesAt > startedAt && !answered.has(c.date));
  return missedTwoInARow(missed.map((m) => !m)) ? closed[1].date : null;
}
