import "server-only";
// Per local date of the member's journal (all pages of that date): top tasks set and done, and
// mindset exercises done (0-3). A JSON array for one-statement insight reads.
import type { LocalDate } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";

export function taskDaysSql(userId: number, since: LocalDate, today: LocalDate): Prisma.Sql {
  return Prisma.sql`(SELECT coalesce(json_agg(d ORDER BY d."date"), '[]'::json) FROM (
      SELECT to_char(p."date", 'YYYY-MM-DD') AS "date",
        coalesce(sum(t."set"), 0)::int AS "tasksSet", coalesce(sum(t."done"), 0)::int AS "tasksDone",
        coalesce(max(m."done"), 0)::int AS "mindsetDone"
      FROM "JournalPage" p
      LEFT JOIN LATERAL (SELECT count(*) AS "set", count(*) FILTER (WHERE g."isCompleted") AS "done" FROM "Goal" g WHERE g."pageId" = p."id") t ON true
      LEFT JOIN LATERAL (SELECT x."isVisualizationCompleted"::int + x."isSelfTalkCompleted"::int + x."isFocusCompleted"::int AS "done"
        FROM "Mindset" x WHERE x."pageId" = p."id") m ON true
      WHERE p."userId" = ${userId} AND p."date" BETWEEN ${since}::date AND ${today}::date
      GROUP BY p."date") d)`;
}
