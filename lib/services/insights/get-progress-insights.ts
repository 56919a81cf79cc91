import "server-only";
// GET /api/insights/progress: eight weeks of journal days, two weeks of ledger rows and the
// streak in one statement, judged by lib/domain/insights/progress.
import { db } from "@/lib/db";
import { addDays } from "@/lib/domain/day";
import { progressInsights, TREND_DAYS, WEEKDAY_WEEKS, type DayFact } from "@/lib/domain/insights/progress";
import { asText } from "@/lib/domain/insights/statement";
import type { ProgressInsightsDto } from "@/lib/schemas/progress";
import { taskDaysSql } from "@/lib/services/insights/task-days-sql";
import { memberToday, type Member } from "@/lib/domain/member";

type Row = { streak: number; days: DayFact[]; points: [number, number][] };

export async function getProgressInsights(member: Member, now: Date = new Date()): Promise<ProgressInsightsDto> {
  const today = memberToday(member, now);
  const since = addDays(today, -Math.max(2 * TREND_DAYS, WEEKDAY_WEEKS * 7));
  // Ledger rows of the last 15 days and a margin: the rule buckets them by local day.
  const pointsFrom = new Date(now.getTime() - 16 * 86_400_000);
  const [row] = await db.$queryRaw<Row[]>`
    SELECT u."streak", ${taskDaysSql(member.id, since, today)} AS "days",
      (SELECT coalesce(json_agg(json_build_array((extract(epoch FROM p."createdAt") * 1000)::bigint, p."points")), '[]'::json)
        FROM "PointsEntry" p WHERE p."userId" = u."id" AND p."createdAt" >= ${pointsFrom}) AS "points"
    FROM "User" u WHERE u."id" = ${member.id}`;
  const facts = {
    days: row?.days ?? [],
    points: (row?.points ?? []).map(([ms, points]) => ({ at: new Date(Number(ms)), points })),
    streak: row?.streak ?? 0,
  };
  const items = progressInsights(facts, now, member.timeZone);
  return { summary: asText(items), items };
}
