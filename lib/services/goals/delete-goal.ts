import "server-only";
// DELETE /api/goals/{id}: a completed SMART / main goal leaves its slot but is kept (archivedAt
// set, slot freed; listed by GET /api/goals/completed); an open goal or a task of the current
// page is deleted. One statement decides under a row lock, so a concurrent PATCH cannot slip in.
// A deleted goal or task gives back the points its completion earned today, in the same statement
// (docs/decisions.md "Fair points and sessions"); an archived (kept) completed goal keeps them.
// A delete made before another device's later edit of the row loses to it (docs/decisions.md "The
// day across the gap, and conflicts"): the row stays as edited, nothing is taken back, and the
// answer says `kept`.
import { notFound } from "@/lib/errors";
import { REVERSAL } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { removeWithReversal } from "@/lib/services/member-write/remove-with-reversal";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeTime } from "@/lib/services/member-write/write-time";
import { madeLaterSql } from "@/lib/services/member-write/later-write-wins";

export async function deleteGoal(member: Member, id: number, now: Date = writeTime()): Promise<{ success: true; archived: boolean; kept?: true; pointsAwarded: number }> {
  const result = await removeWithReversal<{ archived: number; deleted: number; kept: number }>({
    member,
    now,
    sources: REVERSAL.sources.goal,
    changes: Prisma.sql`target AS (
      SELECT "id", ("slot" IS NOT NULL AND "isCompleted") AS keep, ${madeLaterSql("Goal", now)} AS later FROM "Goal"
      WHERE "id" = ${id} AND "userId" = (SELECT "id" FROM member)
        AND ("slot" IS NOT NULL OR "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))})
      FOR UPDATE
    ),
    archived AS (
      UPDATE "Goal" g SET "slot" = NULL, "archivedAt" = ${now}
      FROM target t WHERE g."id" = t."id" AND t.keep AND NOT t.later
      RETURNING g."id"
    ),
    removed AS (
      DELETE FROM "Goal" g USING target t WHERE g."id" = t."id" AND NOT t.keep AND NOT t.later
      RETURNING g."id"
    )`,
    answer: Prisma.sql`(SELECT count(*) FROM archived)::int AS "archived", (SELECT count(*) FROM removed)::int AS "deleted",
      (SELECT count(*) FROM target WHERE later)::int AS "kept"`,
  });
  if (result?.kept) return { success: true, archived: false, kept: true, pointsAwarded: 0 };
  if (!result || result.archived + result.deleted === 0) throw notFound("Goal not found");
  return { success: true, archived: result.archived > 0, pointsAwarded: result.pointsAwarded };
}
