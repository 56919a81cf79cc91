// Pure rules of /calendar: local dates as the browser-local Date objects react-day-picker works
// with, what each day shows, and the heatmap's levels.
import { addDays, type LocalDate } from "@/lib/domain/day";
import { longDateIn } from "@/lib/domain/date-words";
import type { JournalDaySummary, StreakDayKind } from "@/lib/schemas/journal";
import type { StatsDay } from "@/lib/schemas/stats";

/** A member's local date as a Date at local midnight in the browser (what the day picker shows). */
export function pickerDate(date: LocalDate): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y, m - 1, d);
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A browser-local Date's own date, "yyyy-MM-dd" (no date-fns on the first load, docs/decisions.md "Dates without date-fns on first-load code"). */
export const localOf = (date: Date): LocalDate => `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export const monthKey = (date: Date): string => localOf(date).slice(0, 7);

/** How the calendar names the streak's kinds of day (docs/decisions.md "Fair streaks"). */
export const STREAK_DAY_TEXT: Record<StreakDayKind, string> = { rest: "rest day", paused: "paused", frozen: "streak kept by a freeze" };

/** "2 tasks, 3 mindset exercises, journal written, 45 points, rest day", or "nothing recorded". */
export function daySummaryText(day: JournalDaySummary | undefined): string {
  if (!day) return "nothing recorded";
  const parts: string[] = [];
  if (day.tasksCompleted) parts.push(`${day.tasksCompleted} ${day.tasksCompleted === 1 ? "task" : "tasks"} done`);
  if (day.mindsetCompleted) parts.push(`${day.mindsetCompleted} mindset ${day.mindsetCompleted === 1 ? "exercise" : "exercises"}`);
  if (day.journalWritten) parts.push("journal written");
  if (day.points) parts.push(`${day.points} points`);
  if (day.streakDay) parts.push(STREAK_DAY_TEXT[day.streakDay]);
  return parts.length ? parts.join(", ") : "nothing recorded";
}

export type HeatCell = { date: LocalDate; count: number; level: number };

/** 0 to 4: one step each for being active, a task done, a mindset exercise done and journal written. */
export function heatLevel(day: Pick<StatsDay, "active" | "tasksCompleted" | "mindsetCompleted" | "journalWritten">): number {
  return Number(day.active) + Number(day.tasksCompleted > 0) + Number(day.mindsetCompleted > 0) + Number(day.journalWritten);
}

/**
 * The heatmap's cells: the last 365 dates up to today (across the year boundary), quiet dates
 * included, so a member who joined last week still sees a whole year.
 */
export function heatCells(days: StatsDay[], today: LocalDate, span = 365): HeatCell[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const cells: HeatCell[] = [];
  for (let i = span - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const day = byDate.get(date);
    cells.push({ date, count: day?.points ?? 0, level: day ? heatLevel(day) : 0 });
  }
  return cells;
}

/** "May 3, 2026" from a local date. */
export const longDate = (date: LocalDate) => longDateIn(new Date(`${date}T12:00:00Z`), "UTC");
