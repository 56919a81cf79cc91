import "server-only";
// DELETE /api/learnings/{id}: removes an item of the member's current page (404 otherwise).
// The points its adding earned stay in the ledger (awards are never taken back).
import { notFound } from "@/lib/errors";
import { db } from "@/lib/db";
import { currentPageIdSql } from "@/lib/services/journal/current-page-id-sql";
import { memberToday, type Member } from "@/lib/services/shared/member";

export async function deleteLearning(member: Member, id: number, now: Date = new Date()): Promise<{ success: true }> {
  const deleted = await db.$executeRaw`
    DELETE FROM "LearningItem"
    WHERE "id" = ${id} AND "userId" = ${member.id} AND "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))}`;
  if (!deleted) throw notFound("Item not found");
  return { success: true };
}
