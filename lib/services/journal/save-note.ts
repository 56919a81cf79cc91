import "server-only";
// POST /api/notes: saves the note of today's page (notes earn no points). One statement, today's
// page created on demand.
import { unauthorized } from "@/lib/errors";
import { db } from "@/lib/db";
import type { NoteDto } from "@/lib/schemas/journal";
import { toNoteDto } from "@/lib/services/journal/journal-shape";
import { memberToday, type Member } from "@/lib/services/shared/member";
import { todayPageCtes } from "@/lib/services/journal/today-page-ctes";

type Row = { id: number; content: string; dateCreated: Date };

export async function saveNote(member: Member, content: string, now: Date = new Date()): Promise<NoteDto> {
  const [row] = await db.$queryRaw<Row[]>`
    WITH ${todayPageCtes(member.id, memberToday(member, now))}
    INSERT INTO "Note" ("userId", "pageId", "content", "updatedAt")
    SELECT ${member.id}, page."id", ${content}, ${now} FROM page
    ON CONFLICT ("pageId") DO UPDATE SET "content" = EXCLUDED."content", "updatedAt" = EXCLUDED."updatedAt"
    RETURNING "id", "content", "dateCreated"`;
  if (!row) throw unauthorized(); // the member was deleted since the session check
  return toNoteDto(member.id, row);
}
