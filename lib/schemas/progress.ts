// Progress, badges, points history, coach insights and the daily summary as the API takes and
// returns them (docs/product/points-and-badges.md#daily-summary, #the-progress-panel). Shared by screens and handlers.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import type { BadgeProgress } from "@/lib/domain/badges";
import type { DailySummaryCounts, TaskFact } from "@/lib/domain/daily-summary";
import type { Insight } from "@/lib/domain/insights/statement";
import type { Medal } from "@/lib/domain/progress";
import type { GoalDto } from "@/lib/schemas/goals";

/** GET /api/progress: the dashboard's progress panel. */
export type ProgressDto = {
  points: number;
  medal: Medal | null;
  streak: number;
  goalsCompleted: number;
  goalsTotal: number;
  goalCompletionPercent: number;
  tasksDone: number;
  tasksTotal: number;
  mindsetDone: number;
  widgetPointsToday: number;
  /** How many more learned / accomplished items earn points today (DAILY_AWARD_LIMITS less the day's awards given). */
  learningAwardsLeft: { learned: number; accomplished: number };
};

/** GET /api/badges: the whole catalogue, earned or with progress. */
export type BadgesDto = BadgeProgress[];

export const POINTS_PAGE = { default: 20, max: 100 } as const;

/** GET /api/points?cursor=<id>&limit=<n>: the ledger newest first; cursor is the last id seen. */
export const pointsQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "cursor must be a positive integer")
    .transform(Number)
    .pipe(z.number().max(LIMITS.maxId, "cursor must be a positive integer"))
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be 1 to ${POINTS_PAGE.max}`)
    .transform(Number)
    .pipe(z.number().min(1, `limit must be 1 to ${POINTS_PAGE.max}`).max(POINTS_PAGE.max, `limit must be 1 to ${POINTS_PAGE.max}`))
    .optional(),
});

export type PointsEntryDto = { id: number; source: string; description: string; points: number; date: string; createdAt: string };
export type PointsPageDto = { entries: PointsEntryDto[]; nextCursor: number | null };

/** The three insight reads (docs/product/points-and-badges.md#coach-insights): the text field plus its statements. */
export type GoalInsightsDto = { analysis: string; items: Insight[] };
export type ProgressInsightsDto = { summary: string; items: Insight[] };
export type BehaviorInsightsDto = { insights: string; items: Insight[] };

/** GET /api/daily-summary: the member's previous journal day (docs/product/points-and-badges.md#daily-summary). */
export type DailySummaryDto = DailySummaryCounts & {
  progressSummary: string;
  /** The day described (YYYY-MM-DD), or null when there is no earlier day. */
  date: string | null;
  /** Show the popup now: first visit of the local day, not seen yet. */
  due: boolean;
  /** Unfinished top tasks of that day that would fill today's free slots. */
  carryOver: TaskFact[];
};

/** POST /api/daily-summary/seen: only the caller's own id. */
export const summarySeenSchema = z.strictObject({
  userId: z.number({ error: "userId must be a number" }).int("userId must be an integer").positive("userId must be positive").max(LIMITS.maxId),
});

/** POST /api/daily-summary/carry-over: the tasks it added to today's slots. */
export type CarryOverDto = { added: GoalDto[] };
