// Dates in words without date-fns on the first load (docs/decisions.md "Dates without date-fns on first-load code"): the same strings date-fns gives
// for `formatDistance(later, earlier)` (en-US, no options) and for the two short formats the
// dashboard shows, from Intl. date-words.test.ts checks them against date-fns itself.
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43200;

const compare = (a: Date, b: Date) => Math.sign(a.getTime() - b.getTime());

/** date-fns' getTimezoneOffsetInMilliseconds: the local zone's offset at `date`, with seconds. */
function offsetMs(date: Date): number {
  const utc = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()));
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const isLastDayOfMonth = (date: Date) => date.getDate() === new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();

/** date-fns' differenceInMonths (full local calendar months). */
function monthsBetween(later: Date, earlier: Date): number {
  const working = new Date(later.getTime());
  const sign = compare(working, earlier);
  const difference = Math.abs((working.getFullYear() - earlier.getFullYear()) * 12 + working.getMonth() - earlier.getMonth());
  if (difference < 1) return 0;
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30);
  working.setMonth(working.getMonth() - sign * difference);
  let lastMonthNotFull = compare(working, earlier) === -sign;
  if (isLastDayOfMonth(later) && difference === 1 && compare(later, earlier) === 1) lastMonthNotFull = false;
  const result = sign * (difference - Number(lastMonthNotFull));
  return result === 0 ? 0 : result;
}

const count = (n: number, one: string, other: string) => (n === 1 ? one : other.replace("{}", String(n)));

/** "less than a minute", "5 minutes", "about 2 hours", "3 days", "about 1 month", "over 1 year"... */
export function distanceInWords(a: Date, b: Date): string {
  const order = compare(a, b);
  if (Number.isNaN(order)) throw new RangeError("Invalid time value");
  const [early, late] = order > 0 ? [b, a] : [a, b];
  const seconds = Math.trunc((late.getTime() - early.getTime()) / 1000);
  const minutes = Math.round((seconds - (offsetMs(late) - offsetMs(early)) / 1000) / 60);
  if (minutes < 2) return minutes === 0 ? "less than a minute" : count(minutes, "1 minute", "{} minutes");
  if (minutes < 45) return `${minutes} minutes`;
  if (minutes < 90) return "about 1 hour";
  if (minutes < MINUTES_IN_DAY) return count(Math.round(minutes / 60), "about 1 hour", "about {} hours");
  if (minutes < 2520) return "1 day";
  if (minutes < MINUTES_IN_MONTH) return count(Math.round(minutes / MINUTES_IN_DAY), "1 day", "{} days");
  if (minutes < MINUTES_IN_MONTH * 2) return count(Math.round(minutes / MINUTES_IN_MONTH), "about 1 month", "about {} months");
  const months = monthsBetween(late, early);
  if (months < 12) return count(Math.round(minutes / MINUTES_IN_MONTH), "1 month", "{} months");
  const years = Math.trunc(months / 12);
  const rest = months % 12;
  if (rest < 3) return count(years, "about 1 year", "about {} years");
  if (rest < 9) return count(years, "over 1 year", "over {} years");
  return count(years + 1, "almost 1 year", "almost {} years");
}

const formats = new Map<string, Intl.DateTimeFormat>();
function zoned(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    if (formats.size >= 1000) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** "Mar 5" in `timeZone` (date-fns "MMM d"). */
export const monthDayIn = (date: Date, timeZone: string) => zoned(timeZone, { month: "short", day: "numeric" }).format(date);

/** "Mar 5, 2026" in `timeZone` (date-fns "MMM d, yyyy"). */
export const longDateIn = (date: Date, timeZone: string) => zoned(timeZone, { month: "short", day: "numeric", year: "numeric" }).format(date);

/** "Monday, March 5" in `timeZone` (date-fns "EEEE, MMMM d"). */
export const weekdayDateIn = (date: Date, timeZone: string) => zoned(timeZone, { weekday: "long", month: "long", day: "numeric" }).format(date);

/** The hour 0-23 in `timeZone`. */
export const hourIn = (date: Date, timeZone: string) => Number(zoned(timeZone, { hour: "numeric", hourCycle: "h23" }).format(date)) % 24;
