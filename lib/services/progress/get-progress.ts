import "server-only";
// GET /api/progress: the progress panel's numbers, counted by the server in one statement:
// points and streak, SMART and main goals completed of all set (archived completed ones
// included), today's tasks (of the three slots) and mindset exercises done on the current page, and widget points
// of the member's local today (from the widget-achievement rows, after the daily cap), and how many
// more learned / accomplished items earn today (the day's DailyAwardCount against DAILY_AWARD_LIMITS).
import { DAILY_AWARD_LIMITS, SLOTS } from "@/lib/constants";
import { db } from "@/lib/db";
import { completionPercent, medalFor } from "@/lib/domain/progress";
import type { ProgressDto } from "@/lib/schemas/progress";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { memberToday, type Member } from "@/lib/domain/member";

type Row = Omit<ProgressDto, "medal" | "goalCompletionPercent" | "tasksTotal" | "learningAwardsLeft"> & { learnedAwards: number; accomplishedAwards: number };

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
      (SELECT coalesce(sum(w."points"), 0)::int FROM "WidgetAchievement" w WHERE w."userId" = u."id" AND w."localDate" = ${today}::date AND w."reversedAt" IS NULL) AS "widgetPointsToday",
      (SELECT coalesce(max(k."count"), 0)::int FROM "DailyAwardCount" k WHERE k."userId" = u."id" AND k."localDate" = ${today}::date AND k."kind" = 'learned') AS "learnedAwards",
      (SELECT coalesce(max(k."count"), 0)::int FROM "DailyAwardCount" k WHERE k."userId" = u."id" AND k."localDate" = ${today}::date AND k."kind" = 'accomplished') AS "accomplishedAwards"
    FROM "User" u WHERE u."id" = ${member.id}`;
  if (!row) return null;
  // Of the day's three task slots, as the welcome banner counts them, not of the rows written so
  // far (docs/decisions.md "Member-facing fixes").
  const { learnedAwards, accomplishedAwards, ...counts } = row;
  const left = (limit: number, given: number) => Math.max(0, limit - given);
  return {
    ...counts,
    tasksTotal: SLOTS.tasks.length,
    medal: medalFor(row.points),
    goalCompletionPercent: completionPercent(row.goalsCompleted, row.goalsTotal),
    learningAwardsLeft: { learned: left(DAILY_AWARD_LIMITS.learned, learnedAwards), accomplished: left(DAILY_AWARD_LIMITS.accomplished, accomplishedAwards) },
  };
}
