// The member's day (docs/decisions.md "Fair streaks"): a day starts at a full hour from 00:00 to
// 05:00 in the member's time zone (default 00:00). The reset, the streak, the daily summary, the
// reminders and "today" all ask memberDay. The day is read from the wall clock, not from a
// shifted instant, so a DST change between midnight and the day start moves no day.
import { addDays, localDate, normaliseTimeZone, wallTimeToInstant, type LocalDate } from "@/lib/domain/day";

export const DAY_START_HOURS = [0, 1, 2, 3, 4, 5] as const;
export const MAX_DAY_START_HOUR = 5;

/** Where and when a member's day turns: their IANA zone and the hour their day starts. */
export type DayClock = { timeZone: string; dayStartHour: number };

const hourFormats = new Map<string, Intl.DateTimeFormat>();
function wallHour(now: Date, timeZone: string): number {
  let formatter = hourFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" });
    if (hourFormats.size >= 1000) hourFormats.clear();
    hourFormats.set(timeZone, formatter);
  }
  return Number(formatter.formatToParts(now).find((p) => p.type === "hour")?.value ?? 0);
}

/**
 * The member's date at `now`: the local calendar date, or the one before while the wall clock
 * is before the day start hour. With dayStartHour 0 this is exactly localDate.
 */
export function memberDay(now: Date, timeZone: string, dayStartHour = 0): LocalDate {
  const zone = normaliseTimeZone(timeZone);
  const date = localDate(now, zone);
  if (!dayStartHour) return date;
  return wallHour(now, zone) < dayStartHour ? addDays(date, -1) : date;
}

/** The day start hour as the profile shows it: "00:00" to "05:00". */
export const dayStartTime = (hour: number): string => `${String(hour).padStart(2, "0")}:00`;

/** The day start in a sentence: "midnight" for 00:00, else the time ("03:00"). */
export const dayStartWords = (hour: number): string => (hour ? dayStartTime(hour) : "midnight");

/** memberDay for a DayClock. */
export function clockDay(now: Date, clock: DayClock): LocalDate {
  return memberDay(now, clock.timeZone, clock.dayStartHour);
}

/**
 * The first instant of the member's `date`: its day start hour on the wall clock. An hour that
 * a spring-forward skips starts the day at the first instant after the gap.
 */
export function dayStartsAt(date: LocalDate, clock: DayClock): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(wallTimeToInstant(clock.timeZone, { year, month: month - 1, day, hours: clock.dayStartHour }));
}

/** The first instant of the member's next day after `now` (when the next reset is due). */
export function nextDayStart(now: Date, clock: DayClock): Date {
  return dayStartsAt(addDays(clockDay(now, clock), 1), clock);
}

/**
 * Is a reset due? When the member never had one, or their day now is after the last reset's
 * date. A date is reset once: after a switch to a zone behind (the day repeats) nothing is due
 * until the new zone's first day start of a date after the last reset.
 */
export function isResetDueFor(lastResetDate: LocalDate | null, now: Date, clock: DayClock): boolean {
  return lastResetDate === null || lastResetDate < clockDay(now, clock);
}
