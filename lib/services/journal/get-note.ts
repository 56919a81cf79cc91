import "server-only";
// GET /api/notes: the note of the member's current page (empty when none).
import type { NoteDto } from "@/lib/schemas/journal";
import { noteSelect, toNoteDto, type NoteRow } from "@/lib/services/journal/journal-shape";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export function getNote(member: MemberOrGuarded, now: Date = new Date()): Promise<NoteDto> {
  return forMember(member, async (m) => {
    const [row] = await readCurrentPart<NoteRow>(m, now, "Note", noteSelect);
    return toNoteDto(m.id, row);
  });
}
