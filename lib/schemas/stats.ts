// GET /api/stats?range=: the member's history for /stats and /calendar (docs/product/profile.md#stats: week,
// month, year and all time, counts shown next to rates). Shared by the screens and the API.
import { z } from "zod";
import type { BadgeProgress } from "@/lib/domain/badges";
import type { LocalDate } from "@/lib/domain/day";
import type { StreakRun } from "@/lib/domain/stats-range";
import { STATS_RANGES, type StatsRange } from "@/lib/domain/stats-ranges";

export type { StreakRun } from "@/lib/domain/stats-range";
export { STATS_RANGES, type StatsRange } from "@/lib/domain/stats-ranges";

export const statsQuerySchema = z.object({
  range: z.enum(STATS_RANGES, { error: "range must be week, month, year or all" }).default("month"),
});

/** A part of a whole: "17 of 31 days". */
export type Count = { done: number; total: number };

/** One local date of the range (every date from `from` to `to`, quiet ones included). */
export type StatsDay = {
  date: LocalDate;
  points: number;
  tasksCompleted: number;
  /** Mindset exercises done that date (0 to 3). */
  mindsetCompleted: number;
  journalWritten: boolean;
  /** The member opened Reach that date (what the streak counts). */
  active: boolean;
  /** The streak as it stood that date (0 when not active). */
  streak: number;
};

export type StatsDto = {
  range: StatsRange;
  from: LocalDate;
  to: LocalDate;
  days: StatsDay[];
  /** Points earned before `from` (the points-over-time line starts there). */
  pointsBefore: number;
  rates: {
    /** Days with at least one completed daily task, of the days in the range. */
    tasksDays: Count;
    /** Daily tasks completed, of the tasks written in the range. */
    tasks: Count;
    /** Days with all three mindset exercises, of the days in the range. */
    mindsetDays: Count;
    /** Days with something written in the journal, of the days in the range. */
    journalDays: Count;
    /** Days the member opened Reach, of the days in the range. */
    activeDays: Count;
    /** SMART and main goals completed in the range, of those open at some point of it. */
    goals: Count;
  };
  /** Points and active days per weekday, Monday first. */
  weekdays: { weekday: number; label: string; points: number; activeDays: number; days: number }[];
  bests: {
    bestDay: { date: LocalDate; points: number } | null;
    mostTasksDay: { date: LocalDate; tasks: number } | null;
    currentStreak: StreakRun;
    bestStreak: StreakRun;
    totalPoints: number;
    goalsCompleted: number;
  };
  badges: BadgeProgress[];
};
