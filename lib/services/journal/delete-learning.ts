import "server-only";
// DELETE /api/learnings/{id}: removes an item of the member's current page (404 otherwise). The 5
// points its adding earned today are taken back by a reversing ledger row in the same statement
// (docs/decisions.md "Fair points and sessions"); the day's count of such awards is not.
import { notFound } from "@/lib/errors";
import { REVERSAL } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { removeWithReversal } from "@/lib/services/member-write/remove-with-reversal";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeTime } from "@/lib/services/member-write/write-time";

export async function deleteLearning(member: Member, id: number, now: Date = writeTime()): Promise<{ success: true; pointsAwarded: number }> {
  const row = await removeWithReversal<{ deleted: number }>({
    member,
    now,
    sources: REVERSAL.sources.learning,
    changes: Prisma.sql`removed AS (
      DELETE FROM "LearningItem"
      WHERE "id" = ${id} AND "userId" = (SELECT "id" FROM member) AND "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))}
      RETURNING "id"
    )`,
    answer: Prisma.sql`(SELECT count(*) FROM removed)::int AS "deleted"`,
  });
  if (!row?.deleted) throw notFound("Item not found");
  return { success: true, pointsAwarded: row.pointsAwarded };
}
