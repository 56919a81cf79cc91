import "server-only";
// GET /api/notes: the note of the member's current page (empty when none).
import type { NoteDto } from "@/lib/schemas/journal";
import { noteSelect, toNoteDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/shared/member";
import { readCurrentPage } from "@/lib/services/journal/read-current-page";

export async function getNote(member: Member, now: Date = new Date()): Promise<NoteDto> {
  const page = await readCurrentPage(member, now, { note: { select: noteSelect } });
  return toNoteDto(member.id, page?.note);
}
