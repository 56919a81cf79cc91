import "server-only";
// DELETE /api/goals/{id}: a completed SMART / main goal leaves its slot but is kept (archivedAt
// set, slot freed; listed by GET /api/goals/completed); an open goal or a task of the current
// page is deleted. One statement decides under a row lock, so a concurrent PATCH cannot slip in.
import { notFound } from "@/lib/errors";
import { db } from "@/lib/db";
import { currentPageIdSql } from "@/lib/services/journal/current-page-id-sql";
import { memberToday, type Member } from "@/lib/services/shared/member";

export async function deleteGoal(member: Member, id: number, now: Date = new Date()): Promise<{ success: true; archived: boolean }> {
  const [result] = await db.$queryRaw<{ archived: number; deleted: number }[]>`
    WITH target AS (
      SELECT "id", ("slot" IS NOT NULL AND "isCompleted") AS keep FROM "Goal"
      WHERE "id" = ${id} AND "userId" = ${member.id}
        AND ("slot" IS NOT NULL OR "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))})
      FOR UPDATE
    ),
    archived AS (
      UPDATE "Goal" g SET "slot" = NULL, "archivedAt" = ${now}
      FROM target t WHERE g."id" = t."id" AND t.keep
      RETURNING g."id"
    ),
    deleted AS (
      DELETE FROM "Goal" g USING target t WHERE g."id" = t."id" AND NOT t.keep
      RETURNING g."id"
    )
    SELECT (SELECT count(*) FROM archived)::int AS "archived", (SELECT count(*) FROM deleted)::int AS "deleted"`;
  if (!result || result.archived + result.deleted === 0) throw notFound("Goal not found");
  return { success: true, archived: result.archived > 0 };
}
