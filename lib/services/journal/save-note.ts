import "server-only";
// POST /api/notes: saves the note of today's page (notes earn no points).
import { db } from "@/lib/db";
import type { NoteDto } from "@/lib/schemas/journal";
import { ensureTodayPage } from "@/lib/services/journal/ensure-today-page";
import { noteSelect, toNoteDto } from "@/lib/services/journal/journal-shape";
import { memberToday, type Member } from "@/lib/services/journal/member";

export async function saveNote(member: Member, content: string, now: Date = new Date()): Promise<NoteDto> {
  const pageId = await ensureTodayPage(member.id, memberToday(member, now));
  const row = await db.note.upsert({
    where: { pageId },
    create: { userId: member.id, pageId, content },
    update: { content },
    select: noteSelect,
  });
  return toNoteDto(member.id, row);
}
