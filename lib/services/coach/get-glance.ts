import "server-only";
// GET /api/admin/coach/glance: the cohort's week at a glance, summed by the last refresh into
// CoachCohort (one row; docs/decisions.md "The coach's view"); only "needs attention" is adjusted
// live for the members marked contacted since (a small, indexed count).
import { db } from "@/lib/db";
import { STREAK_BUCKETS, type AttentionReason } from "@/lib/domain/coach";
import type { GlanceDto } from "@/lib/schemas/coach";
import { countContacted } from "@/lib/services/coach/contacted-sql";

export type CohortTotals = Record<string, number> & { streaks: Record<string, number>; reasons: Record<AttentionReason | "any", number> };

export async function readCohort(): Promise<{ computedAt: Date; totals: CohortTotals } | null> {
  return (await db.coachCohort.findUnique({ where: { id: 1 }, select: { computedAt: true, totals: true } })) as { computedAt: Date; totals: CohortTotals } | null;
}

const EMPTY_FIGURE = { thisWeek: 0, lastWeek: 0 };

export async function getGlance(now: Date): Promise<GlanceDto> {
  const [cohort, contacted] = await Promise.all([readCohort(), countContacted(now, null)]);
  const t = cohort?.totals;
  const fig = (a: string, b: string) => (t ? { thisWeek: t[a] ?? 0, lastWeek: t[b] ?? 0 } : EMPTY_FIGURE);
  return {
    computedAt: cohort?.computedAt.toISOString() ?? null,
    members: t?.members ?? 0,
    activeToday: fig("activeToday", "activeLastWeekDay"),
    activeThisWeek: fig("activeThisWeek", "activeLastWeek"),
    journals: fig("journalsThisWeek", "journalsLastWeek"),
    mindsetAll: fig("mindsetThisWeek", "mindsetLastWeek"),
    tasksDone: fig("tasksThisWeek", "tasksLastWeek"),
    goalsDone: fig("goalsThisWeek", "goalsLastWeek"),
    streaks: STREAK_BUCKETS.map((bucket) => ({ bucket, members: t?.streaks[bucket] ?? 0 })),
    needsAttention: Math.max(0, (t?.reasons.any ?? 0) - contacted),
  };
}
