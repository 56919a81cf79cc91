// Label rules of a SMART goal row and a daily task row (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal, #todays-top-tasks).
// Pure: every function takes `now` and the member's IANA time zone, so tests can pin dates.
import { TIMINGS } from "@/lib/constants";
import { addDays, localDate, normaliseTimeZone, wallTimeToInstant, type LocalDate } from "@/lib/domain/day";
import { distanceInWords, monthDayIn } from "@/lib/domain/date-words";

type When = Date | string | null | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;

function toDate(value: When): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole local days between two local dates (b - a). */
function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

function monthDay(date: Date, timeZone: string): string {
  return monthDayIn(date, normaliseTimeZone(timeZone));
}

/**
 * 'Added: Today', 'Added: Yesterday', then (a goal row only) 'Added: 2 days ago', otherwise
 * 'Added: {month day}'.
 */
export function addedLabel(row: "goal" | "task", dateCreated: When, now: Date, timeZone: string): string {
  const created = toDate(dateCreated);
  if (!created) return "Added: Today";
  const days = daysBetween(localDate(created, timeZone), localDate(now, timeZone));
  if (days <= 0) return "Added: Today";
  if (days === 1) return "Added: Yesterday";
  if (days === 2 && row === "goal") return "Added: 2 days ago";
  return `Added: ${monthDay(created, timeZone)}`;
}

export type DeadlineLabel = { text: string; tone: "overdue" | "due" };

/**
 * Whole days a goal is past its deadline, the one overdue rule of the member's card and the
 * coach's "SMART goal overdue" (docs/decisions.md "The coach's view"): the deadline is the end of
 * its local day (the stored instant), so 0 within the first day after it; null while not past.
 */
export function overdueDays(deadline: Date, now: Date): number | null {
  const past = now.getTime() - deadline.getTime();
  return past > 0 ? Math.floor(past / DAY_MS) : null;
}

/**
 * 'Overdue by {duration}' (red, whole days by overdueDays from a day past the deadline) or 'Due in
 * {duration}' (blue); nothing when completed or undated.
 * A deadline a day or more ahead counts the member's calendar days to it (a deadline is the end of
 * its local day, so rounding the hours read 'Due in 8 days' for the default 7: docs/decisions.md
 * "Member-facing fixes"); under a day, and a month or more, stay in words.
 */
export function deadlineLabel(goal: { deadline: When; isCompleted: boolean }, now: Date, timeZone: string): DeadlineLabel | null {
  const deadline = toDate(goal.deadline);
  if (goal.isCompleted || !deadline) return null;
  const overdue = overdueDays(deadline, now);
  if (overdue !== null) {
    const duration = overdue >= 1 && overdue < 30 ? (overdue === 1 ? "1 day" : `${overdue} days`) : distanceInWords(deadline, now);
    return { text: `Overdue by ${duration}`, tone: "overdue" };
  }
  const days = daysBetween(localDate(now, timeZone), localDate(deadline, timeZone));
  const duration = days >= 1 && days < 30 ? (days === 1 ? "1 day" : `${days} days`) : distanceInWords(deadline, now);
  return { text: `Due in ${duration}`, tone: "due" };
}

/**
 * Percent of time left, 0..100: 100 without a deadline, 0 once it has passed. The baseline is
 * dateCreated, or 7 days ago when it is missing.
 */
export function timeRemainingPercent(goal: { deadline: When; dateCreated: When }, now: Date): number {
  const deadline = toDate(goal.deadline);
  if (!deadline) return 100;
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return 0;
  const start = toDate(goal.dateCreated)?.getTime() ?? now.getTime() - 7 * DAY_MS;
  const total = deadline.getTime() - start;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((left / total) * 100)));
}

export const PAST_DEADLINE_MESSAGE = "The deadline can't be before today: pick today or a later date.";

/**
 * A deadline the member typed before their today: the goal editor refuses it (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal, the
 * picker's minimum); the API still accepts past deadlines (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal).
 */
export function isPastDeadline(picker: string, today: LocalDate | "" | undefined): boolean {
  return !!picker && !!today && picker < today;
}

/** The default deadline of a new goal: 7 days from the member's today (local dates). */
export function defaultDeadline(today: LocalDate): LocalDate {
  return addDays(today, TIMINGS.defaultDeadlineDays);
}

/**
 * A picker value 'YYYY-MM-DD' as the instant sent to the server: the end of that local day, so a
 * goal due today is not overdue before the member's own midnight.
 */
export function deadlineToInstant(date: LocalDate, timeZone: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(wallTimeToInstant(timeZone, { year: y, month: m - 1, day: d, hours: 23, minutes: 59, seconds: 59, ms: 999 }, "last")).toISOString();
}

/** A stored deadline as the picker's 'YYYY-MM-DD' in the member's zone ('' when there is none). */
export function deadlineToPicker(deadline: When, timeZone: string): LocalDate | "" {
  const date = toDate(deadline);
  return date ? localDate(date, timeZone) : "";
}
