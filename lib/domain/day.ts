// The member's local calendar day (docs/product/journal-and-reset.md#days-and-time-zones).
// Dates are plain 'YYYY-MM-DD' strings in the member's IANA time zone.
import { LIMITS } from "@/lib/constants";

export type LocalDate = string;

// Building an Intl.DateTimeFormat to test a zone costs more than the rest of localDate: each
// answer is kept (bounded), since every request asks about its member's zone (docs/decisions.md "Local dates read a cached formatter").
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

/** The first instant of a local date in `timeZone`. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(wallTimeToInstant(timeZone, { year: y, month: m - 1, day: d }));
}

/** The last millisecond of a local date in `timeZone` (a bare deadline date means "by the end of that day"). */
export function endOfLocalDay(date: LocalDate, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(wallTimeToInstant(timeZone, { year: y, month: m - 1, day: d + 1 }) - 1);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC (ms) at instant `t`, read from Intl (whole seconds, as zones are). */
function offsetAt(timeZone: string, t: number): number {
  let formatter = offsetFormats.get(timeZone);
  if (!formatter) {
    const fields = { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" } as const;
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", era: "short", ...fields });
    if (offsetFormats.size >= 1000) offsetFormats.clear();
    offsetFormats.set(timeZone, formatter);
  }
  const v: Record<string, number> = {};
  let bc = false;
  for (const part of formatter.formatToParts(t)) {
    if (part.type === "era") bc = part.value === "BC" || part.value === "B";
    else if (part.type !== "literal") v[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(bc ? 1 - v.year : v.year, v.month - 1, v.day);
  wall.setUTCHours(v.hour, v.minute, v.second, 0);
  return wall.getTime() - (t - (((t % 1000) + 1000) % 1000));
}

/**
 * The instant of a wall-clock time in `timeZone` (an invalid zone counts as UTC), with JavaScript
 * Date's rules at a DST change: a time that does not exist (in a gap) moves forward by the gap; a
 * time that occurs twice (a fall-back) is its first occurrence, or its last with `repeated: "last"`
 * (the last millisecond of a day before a fall-back at midnight). Fields overflow like Date.UTC's
 * (day 32 is the next month's 1st). Replaces @date-fns/tz's TZDate, the dashboard's only use of it
 * on first load (docs/decisions.md "Speed of the API and the server"); wall-time.test.ts checks it against TZDate.
 */
export function wallTimeToInstant(
  timeZone: string,
  fields: { year: number; month: number; day: number; hours?: number; minutes?: number; seconds?: number; ms?: number },
  repeated: "first" | "last" = "first",
): number {
  const zone = normaliseTimeZone(timeZone);
  const wall = new Date(0);
  wall.setUTCFullYear(fields.year, fields.month, fields.day);
  wall.setUTCHours(fields.hours ?? 0, fields.minutes ?? 0, fields.seconds ?? 0, fields.ms ?? 0);
  const local = wall.getTime();
  const DAY = 86_400_000;
  const before = offsetAt(zone, local - DAY);
  const after = offsetAt(zone, local + DAY);
  const candidates = [local - before, local - after].filter((t, i) => offsetAt(zone, t) === (i === 0 ? before : after));
  if (!candidates.length) return local - before;
  return repeated === "first" ? Math.min(...candidates) : Math.max(...candidates);
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
