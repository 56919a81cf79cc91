import "server-only";
// GET /api/mindset: the mindset exercises of the member's current page (empty when none).
import type { MindsetDto } from "@/lib/schemas/journal";
import { mindsetSelect, toMindsetDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/shared/member";
import { readCurrentPage } from "@/lib/services/journal/read-current-page";

export async function getMindset(member: Member, now: Date = new Date()): Promise<MindsetDto> {
  const page = await readCurrentPage(member, now, { mindset: { select: mindsetSelect } });
  return toMindsetDto(member.id, page?.mindset);
}
