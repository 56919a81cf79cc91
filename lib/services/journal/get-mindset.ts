import "server-only";
// GET /api/mindset: the mindset exercises of the member's current page (empty when none).
import type { MindsetDto } from "@/lib/schemas/journal";
import { mindsetSelect, toMindsetDto, type MindsetRow } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/shared/member";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export async function getMindset(member: Member, now: Date = new Date()): Promise<MindsetDto> {
  const [row] = await readCurrentPart<MindsetRow>(member, now, "Mindset", mindsetSelect);
  return toMindsetDto(member.id, row);
}
