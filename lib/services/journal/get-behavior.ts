import "server-only";
// GET /api/behavior: the behavior reflection of the member's current page (empty when none).
import type { BehaviorDto } from "@/lib/schemas/journal";
import { behaviorSelect, toBehaviorDto, type BehaviorRow } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/shared/member";
import { readCurrentPart } from "@/lib/services/journal/read-current-page";

export async function getBehavior(member: Member, now: Date = new Date()): Promise<BehaviorDto> {
  const [row] = await readCurrentPart<BehaviorRow>(member, now, "Behavior", behaviorSelect);
  return toBehaviorDto(member.id, row);
}
