import "server-only";
// GET /api/admin/coach/glance: the cohort's week at a glance, summed by the server in one
// statement over the snapshot (one row per member; docs/decisions.md "The coach's view").
import { db } from "@/lib/db";
import { STREAK_BUCKETS } from "@/lib/domain/coach";
import type { GlanceDto } from "@/lib/schemas/coach";
import { CONTACTED_SQL } from "@/lib/services/coach/contacted-sql";

type Row = Record<string, number> & { computedAt: Date | null };

export async function getGlance(now: Date): Promise<GlanceDto> {
  const [r] = await db.$queryRaw<Row[]>`
    SELECT max(s."computedAt") AS "computedAt", count(*)::int AS "members",
      count(*) FILTER (WHERE s."activeToday")::int AS "activeToday", count(*) FILTER (WHERE s."activeLastWeekDay")::int AS "activeLastWeekDay",
      count(*) FILTER (WHERE s."activeThisWeek")::int AS "activeThisWeek", count(*) FILTER (WHERE s."activeLastWeek")::int AS "activeLastWeek",
      coalesce(sum(s."journalsThisWeek"), 0)::int AS "journalsThisWeek", coalesce(sum(s."journalsLastWeek"), 0)::int AS "journalsLastWeek",
      coalesce(sum(s."mindsetThisWeek"), 0)::int AS "mindsetThisWeek", coalesce(sum(s."mindsetLastWeek"), 0)::int AS "mindsetLastWeek",
      coalesce(sum(s."tasksThisWeek"), 0)::int AS "tasksThisWeek", coalesce(sum(s."tasksLastWeek"), 0)::int AS "tasksLastWeek",
      coalesce(sum(s."goalsThisWeek"), 0)::int AS "goalsThisWeek", coalesce(sum(s."goalsLastWeek"), 0)::int AS "goalsLastWeek",
      count(*) FILTER (WHERE s."streak" <= 0)::int AS "b0", count(*) FILTER (WHERE s."streak" BETWEEN 1 AND 6)::int AS "b1",
      count(*) FILTER (WHERE s."streak" BETWEEN 7 AND 29)::int AS "b2", count(*) FILTER (WHERE s."streak" >= 30)::int AS "b3",
      count(*) FILTER (WHERE s."reason" IS NOT NULL AND NOT ${CONTACTED_SQL(now)})::int AS "needsAttention"
    FROM "CoachSnapshot" s`;
  const fig = (a: string, b: string) => ({ thisWeek: r[a], lastWeek: r[b] });
  return {
    computedAt: r.computedAt?.toISOString() ?? null,
    members: r.members,
    activeToday: fig("activeToday", "activeLastWeekDay"),
    activeThisWeek: fig("activeThisWeek", "activeLastWeek"),
    journals: fig("journalsThisWeek", "journalsLastWeek"),
    mindsetAll: fig("mindsetThisWeek", "mindsetLastWeek"),
    tasksDone: fig("tasksThisWeek", "tasksLastWeek"),
    goalsDone: fig("goalsThisWeek", "goalsLastWeek"),
    streaks: STREAK_BUCKETS.map((bucket, i) => ({ bucket, members: r[`b${i}`] })),
    needsAttention: r.needsAttention,
  };
}
