import "server-only";
// Each stat of the badge rule table (lib/domain/badges) as SQL over the member's row `u`: read by
// the award (check-badges) and by the progress shown for locked badges (list-badge-progress), so
// both count the same thing. A ledger count is of what was kept (docs/decisions.md "Fair points
// and sessions"): a reversing row (negative, the same source) cancels the award it took back, so
// complete -> reopen -> delete rounds count nothing.
import type { BadgeStat } from "@/lib/domain/badges";
import type { PointsSource } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";

const ledgerCount = (source: PointsSource) =>
  Prisma.sql`(SELECT (count(*) FILTER (WHERE p."points" >= 0) - count(*) FILTER (WHERE p."points" < 0))::int FROM "PointsEntry" p WHERE p."userId" = u."id" AND p."source" = ${source})`;

export const STAT_SQL: Record<BadgeStat, Prisma.Sql> = {
  points: Prisma.sql`u."xpPoints"`,
  streak: Prisma.sql`u."streak"`,
  smartGoalsCompleted: ledgerCount("smartGoal"),
  mindsetAllDays: ledgerCount("mindsetAllBonus"),
  widgetAchievements: Prisma.sql`(SELECT count(*)::int FROM "WidgetAchievement" w WHERE w."userId" = u."id" AND w."reversedAt" IS NULL)`,
};

/** (name, value) rows of every stat, for a LATERAL (VALUES ...) over `u`. */
export const statValues = (): Prisma.Sql => Prisma.join(Object.entries(STAT_SQL).map(([name, sql]) => Prisma.sql`(${name}, ${sql})`));
