// The member's local calendar day (03-decisions "Days, time zones and the daily reset").
// Dates are plain 'YYYY-MM-DD' strings in the member's IANA time zone.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

export type LocalDate = string;

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A time zone safe to store: the given one when valid, else UTC. */
export function normaliseTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
}

/** The local calendar date of `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): LocalDate {
  return format(new TZDate(now.getTime(), normaliseTimeZone(timeZone)), "yyyy-MM-dd");
}

/** A Date at UTC midnight for a local date (how Postgres DATE columns travel through Prisma). */
export function dateColumn(date: LocalDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** 'YYYY-MM-DD' of a DATE column value. */
export function fromDateColumn(value: Date): LocalDate {
  return value.toISOString().slice(0, 10);
}

/** The calendar day after/before `date` (pure date arithmetic, no time zone). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = dateColumn(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromDateColumn(d);
}
