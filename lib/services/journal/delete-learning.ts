import "server-only";
// DELETE /api/learnings/{id}: removes an item of the member's current page (404 otherwise). The 5
// points its adding earned today are taken back by a reversing ledger row in the same statement
// (docs/decisions.md "Fair points and sessions"); the day's count of such awards is not.
import { notFound } from "@/lib/errors";
import { startOfLocalDay } from "@/lib/domain/day";
import { REVERSAL } from "@/lib/domain/points";
import { db } from "@/lib/db";
import { currentPageIdSql } from "@/lib/services/journal/current-page-id-sql";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { lockedMemberCte } from "@/lib/services/points/locked-member-cte";
import { reversalAwardCte } from "@/lib/services/points/reversal-cte";
import { memberToday, type Member } from "@/lib/domain/member";

export async function deleteLearning(member: Member, id: number, now: Date = new Date()): Promise<{ success: true; pointsAwarded: number }> {
  const today = memberToday(member, now);
  const [row] = await db.$queryRaw<{ deleted: number; pointsAwarded: number }[]>`
    WITH ${lockedMemberCte(member.id)},
    removed AS (
      DELETE FROM "LearningItem"
      WHERE "id" = ${id} AND "userId" = (SELECT "id" FROM member) AND "pageId" = ${currentPageIdSql(member.id, today)}
      RETURNING "id"
    ),
    ${reversalAwardCte(member.id, REVERSAL.sources.learning, startOfLocalDay(today, member.timeZone))},
    ${ledgerCtes(member.id)}
    SELECT (SELECT count(*) FROM removed)::int AS "deleted", ${POINTS_AWARDED}`;
  if (!row?.deleted) throw notFound("Item not found");
  return { success: true, pointsAwarded: row.pointsAwarded };
}
