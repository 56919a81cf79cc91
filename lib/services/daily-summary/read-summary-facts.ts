import "server-only";
// Everything the daily summary and the carry-over need, in one statement: the member's setting
// and seen date, their previous journal day (the latest date before today with pages), what that
// day's pages hold, SMART and main goals completed on that local date, open SMART goals, that
// day's widget points, its unfinished top tasks and the tasks on today's current page.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { fromDateColumn, type LocalDate } from "@/lib/domain/day";
import type { DailySummaryCounts, TaskFact } from "@/lib/domain/daily-summary";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { memberToday, type Member } from "@/lib/domain/member";

export type SummaryFacts = DailySummaryCounts & {
  today: LocalDate;
  showDailySummary: boolean;
  summarySeenDate: LocalDate | null;
  previousDate: LocalDate | null;
  lastActiveDate: LocalDate | null;
  unfinished: TaskFact[];
  todayTasks: TaskFact[];
};

type Row = Omit<SummaryFacts, "today" | "summarySeenDate" | "previousDate" | "lastActiveDate"> & {
  summarySeenDate: Date | null;
  previousDate: Date | null;
  lastActiveDate: Date | null;
};

/** The tasks of a page set (a CTE name) as [{slot, title}]. */
const tasksJson = (pages: "prev_pages" | "today_page", onlyOpen: boolean) =>
  Prisma.raw(`(SELECT coalesce(json_agg(json_build_object('slot', g."type"::text, 'title', g."title") ORDER BY g."type", g."id"), '[]'::json)
     FROM "Goal" g WHERE g."pageId" IN (SELECT "id" FROM ${pages})${onlyOpen ? ' AND NOT g."isCompleted"' : ""})`);

export async function readSummaryFacts(member: Member, now: Date): Promise<SummaryFacts | null> {
  const today = memberToday(member, now);
  const [row] = await db.$queryRaw<Row[]>`
    WITH prev AS MATERIALIZED (
      SELECT max("date") AS "date" FROM "JournalPage" WHERE "userId" = ${member.id} AND "date" < ${today}::date
    ),
    prev_pages AS MATERIALIZED (SELECT p."id" FROM "JournalPage" p, prev WHERE p."userId" = ${member.id} AND p."date" = prev."date"),
    today_page AS MATERIALIZED (SELECT ${currentPageIdSql(member.id, today)} AS "id")
    SELECT u."showDailySummary", u."summarySeenDate", u."streak" AS "streakDays", u."lastActiveDate", prev."date" AS "previousDate",
      (SELECT count(*)::int FROM "Goal" g WHERE g."pageId" IN (SELECT "id" FROM prev_pages) AND g."isCompleted")
        + (SELECT count(*)::int FROM "Goal" g WHERE g."userId" = u."id" AND g."pageId" IS NULL AND g."completedAt" IS NOT NULL
            AND ((g."completedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${member.timeZone})::date = prev."date") AS "completedGoals",
      (SELECT count(*)::int FROM "Goal" g WHERE g."userId" = u."id" AND g."slot"::text LIKE 'smart%' AND NOT g."isCompleted") AS "activeSmartGoals",
      (SELECT count(*)::int FROM "LearningItem" l WHERE l."pageId" IN (SELECT "id" FROM prev_pages) AND l."type" = 'learned') AS "learningsMade",
      (SELECT count(*)::int FROM "LearningItem" l WHERE l."pageId" IN (SELECT "id" FROM prev_pages) AND l."type" = 'accomplished') AS "accomplishmentsMade",
      (SELECT coalesce(sum(w."points"), 0)::int FROM "WidgetAchievement" w WHERE w."userId" = u."id" AND w."localDate" = prev."date" AND w."reversedAt" IS NULL) AS "widgetPoints",
      ${tasksJson("prev_pages", true)} AS "unfinished",
      ${tasksJson("today_page", false)} AS "todayTasks"
    FROM "User" u, prev WHERE u."id" = ${member.id}`;
  if (!row) return null;
  return {
    ...row,
    today,
    summarySeenDate: row.summarySeenDate ? fromDateColumn(row.summarySeenDate) : null,
    previousDate: row.previousDate ? fromDateColumn(row.previousDate) : null,
    lastActiveDate: row.lastActiveDate ? fromDateColumn(row.lastActiveDate) : null,
  };
}
