// Which local dates a /stats range covers (docs/product/profile.md#stats: week, month, year, all time) and the
// streak runs shown on /calendar and /stats. The window is the last 7, 30 or 365 dates up to
// today, or everything; get-stats never starts it before the member's first date (a member who
// joined three days ago has three days, not thirty), so rates read "3 of 3 days".
import { addDays, type LocalDate } from "@/lib/domain/day";
import type { StatsRange } from "@/lib/domain/stats-ranges";

/** A run of consecutive active dates. */
export type StreakRun = { length: number; start: LocalDate | null; end: LocalDate | null };

export const RANGE_DAYS: Record<Exclude<StatsRange, "all">, number> = { week: 7, month: 30, year: 365 };

/** The first date of a range's window, or null for all time (the history's own first date). */
export function rangeStart(range: StatsRange, today: LocalDate): LocalDate | null {
  return range === "all" ? null : addDays(today, 1 - RANGE_DAYS[range]);
}

/** ISO weekday of a local date, Monday 1 ... Sunday 7. */
export function isoWeekday(date: LocalDate): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const WEEKDAY_LABELS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export const NO_RUN: StreakRun = { length: 0, start: null, end: null };

/**
 * The streak still going: its length is the member's streak as stored, the header's (one streak
 * everywhere: docs/decisions.md "Fair streaks"; rest, paused and frozen days carry it without
 * counting, so a run of counted days can be shorter or missing). It runs to the last active day,
 * from the latest run's start when that run reaches it.
 */
export function currentRun(latest: StreakRun | null, streak: number, lastActiveDate: LocalDate | null): StreakRun {
  if (streak <= 0 || !lastActiveDate) return NO_RUN;
  const start = latest?.start && latest.end && latest.start <= lastActiveDate && latest.end >= addDays(lastActiveDate, -1) ? latest.start : lastActiveDate;
  return { length: streak, start, end: lastActiveDate };
}

/** "17 of 31 days" (a count next to every rate). */
export function countLabel(done: number, total: number, unit: readonly [one: string, many: string] = ["day", "days"]): string {
  return `${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${total === 1 ? unit[0] : unit[1]}`;
}

/** A rate in whole percent; 0 of 0 is 0 %. */
export function percent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}
