import "server-only";
// GET /api/notes: the note of the member's current page (empty when none).
import type { NoteDto } from "@/lib/schemas/journal";
import { noteSelect, toNoteDto, type NoteRow } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/shared/member";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export async function getNote(member: Member, now: Date = new Date()): Promise<NoteDto> {
  const [row] = await readCurrentPart<NoteRow>(member, now, "Note", noteSelect);
  return toNoteDto(member.id, row);
}
