import "server-only";
// POST /api/behavior: saves the fields sent on today's page; saved with some text it earns the
// behavior points once per local date.
import { behaviorAward } from "@/lib/domain/points";
import type { WithPoints } from "@/lib/schemas/goals";
import type { BehaviorDto, BehaviorInput } from "@/lib/schemas/journal";
import { behaviorSelect, toBehaviorDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/journal/member";
import { onTodayPage } from "@/lib/services/journal/on-today-page";
import { awardPoints } from "@/lib/services/points/award-points";

export function saveBehavior(member: Member, input: BehaviorInput, now: Date = new Date()): Promise<WithPoints<BehaviorDto>> {
  return onTodayPage(member, now, async (tx, page) => {
    const row = await tx.behavior.upsert({
      where: { pageId: page.id },
      create: { userId: member.id, pageId: page.id, ...input },
      update: input,
      select: behaviorSelect,
    });
    const award = behaviorAward(page.date, [input.continueDoing, input.startDoing, input.stopDoing]);
    const pointsAwarded = await awardPoints(tx, member.id, [award]);
    return { ...toBehaviorDto(member.id, row), pointsAwarded };
  });
}
