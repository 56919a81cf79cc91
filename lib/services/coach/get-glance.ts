import "server-only";
// GET /api/admin/coach/glance: the cohort's week at a glance, summed by the last refresh into
// CoachCohort (one row; docs/decisions.md "The coach's view"; a coach's: the rows of their teams,
// added up, docs/decisions.md "Teams and roles"); only "needs attention" is adjusted live for the
// members marked contacted since (a small, indexed count).
import { db } from "@/lib/db";
import type { StaffScope } from "@/lib/auth/staff-scope";
import { STREAK_BUCKETS, type AttentionReason } from "@/lib/domain/coach";
import type { GlanceDto } from "@/lib/schemas/coach";
import { countContacted } from "@/lib/services/coach/contacted-sql";

export type CohortTotals = Record<string, number> & { streaks: Record<string, number>; reasons: Record<AttentionReason | "any", number> };

type Cohort = { computedAt: Date; totals: CohortTotals };

/** Row 0 (every member) for the owner; the scope's teams' rows added up otherwise. */
export async function readCohort(scope: StaffScope): Promise<Cohort | null> {
  const select = { computedAt: true, totals: true } as const;
  if (scope.teamIds === null) return (await db.coachCohort.findUnique({ where: { id: 0 }, select })) as Cohort | null;
  const rows = (await db.coachCohort.findMany({ where: { id: { in: scope.teamIds } }, select })) as Cohort[];
  if (rows.length === 0) {
    // Teams without members yet: the refresh's time from row 0, every figure 0.
    const all = await db.coachCohort.findUnique({ where: { id: 0 }, select: { computedAt: true } });
    return all ? { computedAt: all.computedAt, totals: { streaks: {}, reasons: {} } as CohortTotals } : null;
  }
  return { computedAt: rows[0].computedAt, totals: rows.map((r) => r.totals).reduce(addTotals) };
}

/** Two teams' totals added up (every figure is a count or a sum). */
function addTotals(a: CohortTotals, b: CohortTotals): CohortTotals {
  const add = (x: Record<string, number>, y: Record<string, number>) =>
    Object.fromEntries([...new Set([...Object.keys(x), ...Object.keys(y)])].map((k) => [k, (x[k] ?? 0) + (y[k] ?? 0)]));
  const { streaks: sa, reasons: ra, ...fa } = a;
  const { streaks: sb, reasons: rb, ...fb } = b;
  return { ...add(fa as Record<string, number>, fb as Record<string, number>), streaks: add(sa, sb), reasons: add(ra, rb) } as CohortTotals;
}

const EMPTY_FIGURE = { thisWeek: 0, lastWeek: 0 };

export async function getGlance(scope: StaffScope, now: Date): Promise<GlanceDto> {
  const [cohort, contacted] = await Promise.all([readCohort(scope), countContacted(scope, now, null)]);
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
