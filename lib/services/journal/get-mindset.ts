import "server-only";
// GET /api/mindset: the mindset exercises of the member's current page (empty when none).
import type { MindsetDto } from "@/lib/schemas/journal";
import { mindsetSelect, toMindsetDto, type MindsetRow } from "@/lib/services/journal/journal-shape";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export function getMindset(member: MemberOrGuarded, now: Date = new Date()): Promise<MindsetDto> {
  return forMember(member, async (m) => {
    const [row] = await readCurrentPart<MindsetRow>(m, now, "Mindset", mindsetSelect);
    return toMindsetDto(m.id, row);
  });
}
