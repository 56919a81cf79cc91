import "server-only";
// GET /api/insights/behavior: sixty days of behavior texts, top tasks and widget achievements
// per local date in one statement, judged by lib/domain/insights/behavior.
import { db } from "@/lib/db";
import { addDays } from "@/lib/domain/day";
import { BEHAVIOR_DAYS, behaviorInsights, type BehaviorFact, type ToolkitDayFact } from "@/lib/domain/insights/behavior";
import { asText } from "@/lib/domain/insights/statement";
import type { BehaviorInsightsDto } from "@/lib/schemas/progress";
import { taskDaysSql } from "@/lib/services/insights/task-days-sql";
import { memberToday, type Member } from "@/lib/domain/member";

type Row = { behaviors: BehaviorFact[]; days: { date: string; tasksSet: number; tasksDone: number }[]; widgets: Record<string, number> | null };

export async function getBehaviorInsights(member: Member, now: Date = new Date()): Promise<BehaviorInsightsDto> {
  const today = memberToday(member, now);
  const since = addDays(today, -(BEHAVIOR_DAYS - 1));
  const [row] = await db.$queryRaw<Row[]>`
    SELECT
      (SELECT coalesce(json_agg(json_build_object('date', to_char(p."date", 'YYYY-MM-DD'), 'continueDoing', b."continueDoing",
          'startDoing', b."startDoing", 'stopDoing', b."stopDoing")), '[]'::json)
        FROM "Behavior" b JOIN "JournalPage" p ON p."id" = b."pageId"
        WHERE b."userId" = ${member.id} AND p."date" BETWEEN ${since}::date AND ${today}::date) AS "behaviors",
      ${taskDaysSql(member.id, since, today)} AS "days",
      (SELECT json_object_agg(to_char(w."localDate", 'YYYY-MM-DD'), w."n") FROM (
        SELECT "localDate", count(*)::int AS "n" FROM "WidgetAchievement"
        WHERE "userId" = ${member.id} AND "localDate" BETWEEN ${since}::date AND ${today}::date AND "reversedAt" IS NULL GROUP BY "localDate") w) AS "widgets"`;
  const widgets = row?.widgets ?? {};
  const days: ToolkitDayFact[] = (row?.days ?? []).map((d) => ({ ...d, widgetAchievements: widgets[d.date] ?? 0 }));
  const items = behaviorInsights({ behaviors: row?.behaviors ?? [], days }, today);
  return { insights: asText(items), items };
}
