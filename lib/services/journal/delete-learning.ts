import "server-only";
// DELETE /api/learnings/{id}: removes an item of the member's current page (404 otherwise). The 5
// points its adding earned today are taken back by a reversing ledger row in the same statement
// (docs/decisions.md "Fair points and sessions"); the day's count of such awards is not. A delete
// made before another device's later edit of the item keeps it (docs/decisions.md "The day across
// the gap, and conflicts"): answered `kept`, nothing taken back.
import { notFound } from "@/lib/errors";
import { REVERSAL } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { removeWithReversal } from "@/lib/services/member-write/remove-with-reversal";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeTime } from "@/lib/services/member-write/write-time";
import { madeLaterSql } from "@/lib/services/member-write/later-write-wins";

export async function deleteLearning(member: Member, id: number, now: Date = writeTime()): Promise<{ success: true; kept?: true; pointsAwarded: number }> {
  const row = await removeWithReversal<{ deleted: number; kept: number }>({
    member,
    now,
    sources: REVERSAL.sources.learning,
    changes: Prisma.sql`target AS (
      SELECT "id", ${madeLaterSql("LearningItem", now)} AS later FROM "LearningItem"
      WHERE "id" = ${id} AND "userId" = (SELECT "id" FROM member) AND "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))}
      FOR UPDATE
    ),
    removed AS (
      DELETE FROM "LearningItem" l USING target t WHERE l."id" = t."id" AND NOT t.later
      RETURNING l."id"
    )`,
    answer: Prisma.sql`(SELECT count(*) FROM removed)::int AS "deleted", (SELECT count(*) FROM target WHERE later)::int AS "kept"`,
  });
  if (row?.kept) return { success: true, kept: true, pointsAwarded: 0 };
  if (!row?.deleted) throw notFound("Item not found");
  return { success: true, pointsAwarded: row.pointsAwarded };
}
