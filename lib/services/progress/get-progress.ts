import "server-only";
// GET /api/progress: the progress panel's numbers, counted by the server in one statement:
// points and streak, SMART and main goals completed of all set (archived completed ones
// included), today's tasks (of the three slots) and mindset exercises done on the current page, and widget points
// of the member's local today (from the widget-achievement rows, after the daily cap).
import { SLOTS } from "@/lib/constants";
import { db } from "@/lib/db";
import { completionPercent, medalFor } from "@/lib/domain/progress";
import type { ProgressDto } from "@/lib/schemas/progress";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { memberToday, type Member } from "@/lib/domain/member";

type Row = Omit<ProgressDto, "medal" | "goalCompletionPercent" | "tasksTotal">;

export async function getProgress(member: Member, now: Date = new Date()): Promise<ProgressDto | null> {
  const today = memberToday(member, now);
  const [row] = await db.$queryRaw<Row[]>`
    WITH page AS MATERIALIZED (SELECT ${currentPageIdSql(member.id, today)} AS "id")
    SELECT u."xpPoints" AS "points", u."streak",
      (SELECT count(*) FILTER (WHERE g."isCompleted")::int FROM "Goal" g WHERE g."userId" = u."id" AND g."pageId" IS NULL) AS "goalsCompleted",
      (SELECT count(*)::int FROM "Goal" g WHERE g."userId" = u."id" AND g."pageId" IS NULL) AS "goalsTotal",
      (SELECT count(*) FILTER (WHERE t."isCompleted")::int FROM "Goal" t WHERE t."pageId" = (SELECT "id" FROM page)) AS "tasksDone",
      coalesce((SELECT m."isVisualizationCompleted"::int + m."isSelfTalkCompleted"::int + m."isFocusCompleted"::int
        FROM "Mindset" m WHERE m."pageId" = (SELECT "id" FROM page)), 0) AS "mindsetDone",
      (SELECT coalesce(sum(w."points"), 0)::int FROM "WidgetAchievement" w WHERE w."userId" = u."id" AND w."localDate" = ${today}::date AND w."reversedAt" IS NULL) AS "widgetPointsToday"
    FROM "User" u WHERE u."id" = ${member.id}`;
  if (!row) return null;
  // Of the day's three task slots, as the welcome banner counts them, not of the rows written so
  // far (docs/decisions.md "Member-facing fixes").
  return { ...row, tasksTotal: SLOTS.tasks.length, medal: medalFor(row.points), goalCompletionPercent: completionPercent(row.goalsCompleted, row.goalsTotal) };
}
