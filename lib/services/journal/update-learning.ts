import "server-only";
// PUT /api/learnings/{id}: edits an item of the member's current page, in one statement;
// anything else is 404 (another member's item, or one on an earlier page, kept as written). Two
// devices: the later edit wins (docs/decisions.md "The day across the gap, and conflicts"): an
// older one is answered with the item as stored.
import { notFound } from "@/lib/errors";
import { db } from "@/lib/db";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { toLearningDto } from "@/lib/services/journal/journal-shape";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeTime } from "@/lib/services/member-write/write-time";
import { laterWriteWinsSql } from "@/lib/services/member-write/later-write-wins";
import { contentField } from "@/lib/services/journal/add-learning";

type Row = { id: number; type: LearningType; content: string; dateCreated: Date };

export async function updateLearning(member: Member, id: number, content: string, now: Date = writeTime()): Promise<LearningDto> {
  const [row] = await db.$queryRaw<Row[]>`
    UPDATE "LearningItem" SET ${laterWriteWinsSql("LearningItem", contentField(content), now)}
    WHERE "id" = ${id} AND "userId" = ${member.id} AND "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))}
    RETURNING "id", "type"::text AS "type", "content", "dateCreated"`;
  if (!row) throw notFound("Item not found");
  return toLearningDto(row);
}
