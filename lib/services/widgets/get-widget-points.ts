import "server-only";
// GET /api/widget-points: widget points given today (the member's local day) and in all, in one query;
// an award given back (reverse-widget-achievement) no longer counts.
import { POINTS } from "@/lib/constants";
import { db } from "@/lib/db";
import type { WidgetPointsDto } from "@/lib/schemas/widgets";
import { memberToday, type Member } from "@/lib/domain/member";

export async function getWidgetPoints(member: Member, now: Date = new Date()): Promise<WidgetPointsDto> {
  const [row] = await db.$queryRaw<{ today: number; total: number; achievements: number }[]>`
    SELECT coalesce(sum("points") FILTER (WHERE "localDate" = ${memberToday(member, now)}::date), 0)::int AS "today",
      coalesce(sum("points"), 0)::int AS "total", count(*)::int AS "achievements"
    FROM "WidgetAchievement" WHERE "userId" = ${member.id} AND "reversedAt" IS NULL`;
  return { today: row?.today ?? 0, total: row?.total ?? 0, achievements: row?.achievements ?? 0, dailyCap: POINTS.widgetDailyCap };
}
