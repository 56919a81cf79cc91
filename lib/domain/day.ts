// The member's local calendar day (03-decisions "Days, time zones and the daily reset").
// Dates are plain 'YYYY-MM-DD' strings in the member's IANA time zone.
import { TZDate } from "@date-fns/tz";
import { LIMITS } from "@/lib/constants";

export type LocalDate = string;

// Building an Intl.DateTimeFormat to test a zone costs more than the rest of localDate: each
// answer is kept (bounded), since every request asks about its member's zone (issue 16).
const checkedZones = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > LIMITS.timeZone) return false;
  const known = checkedZones.get(timeZone);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    valid = false;
  }
  if (checkedZones.size >= 1000) checkedZones.clear();
  checkedZones.set(timeZone, valid);
  return valid;
}

/** A time zone safe to store: the given one when valid, else UTC. */
export function normaliseTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (dayFormats.size >= 1000) dayFormats.clear();
    dayFormats.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar date of `now` in `timeZone` (one cached formatter per zone: this runs on every request). */
export function localDate(now: Date, timeZone: string): LocalDate {
  let year = "";
  let month = "";
  let day = "";
  for (const part of dayFormat(normaliseTimeZone(timeZone)).formatToParts(now)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  return `${year.padStart(4, "0")}-${month}-${day}`;
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

/** Strict 'YYYY-MM-DD' that names a real calendar date. */
export function isLocalDate(value: string): value is LocalDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = dateColumn(value);
  return !Number.isNaN(parsed.getTime()) && fromDateColumn(parsed) === value;
}

/**
 * Is a journal reset due? Yes when the member never had one, or the last one was on an earlier
 * local date than today in their time zone. A last reset on a later date (the member moved to a
 * zone behind) is not due: the journal never goes back in time.
 */
export function isResetDue(lastResetDate: LocalDate | null, now: Date, timeZone: string): boolean {
  return lastResetDate === null || lastResetDate < localDate(now, timeZone);
}

/** The last millisecond of a local date in `timeZone` (a bare deadline date means "by the end of that day"). */
export function endOfLocalDay(date: LocalDate, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const nextMidnight = new TZDate(y, m - 1, d + 1, 0, 0, 0, 0, normaliseTimeZone(timeZone));
  return new Date(nextMidnight.getTime() - 1);
}

/** 'YYYY-MM' of a local date. */
export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}

/** The first day of a 'YYYY-MM' month and the first day of the month after it. */
export function monthBounds(month: string): { first: LocalDate; next: LocalDate } {
  const [y, m] = month.split("-").map(Number);
  const first = `${month}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-01`;
  return { first, next };
}
