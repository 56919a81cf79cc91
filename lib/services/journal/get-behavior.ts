import "server-only";
// GET /api/behavior: the behavior reflection of the member's current page (empty when none).
import type { BehaviorDto } from "@/lib/schemas/journal";
import { behaviorSelect, toBehaviorDto, type BehaviorRow } from "@/lib/services/journal/journal-shape";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export function getBehavior(member: MemberOrGuarded, now: Date = new Date()): Promise<BehaviorDto> {
  return forMember(member, async (m) => {
    const [row] = await readCurrentPart<BehaviorRow>(m, now, "Behavior", behaviorSelect);
    return toBehaviorDto(m.id, row);
  });
}
