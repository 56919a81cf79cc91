import "server-only";
// POST /api/mindset: saves the fields sent (partial updates) on today's page. A flag turned on
// earns 15 once per (date, exercise); the save that leaves all three done earns the +25 bonus
// once per date. Concurrent saves serialise on the row, so the flags read back are the merged ones.
import { mindsetAwards } from "@/lib/domain/points";
import type { WithPoints } from "@/lib/schemas/goals";
import type { MindsetDto, MindsetInput } from "@/lib/schemas/journal";
import { mindsetSelect, toMindsetDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/journal/member";
import { onTodayPage } from "@/lib/services/journal/on-today-page";
import { awardPoints } from "@/lib/services/points/award-points";

export function saveMindset(member: Member, input: MindsetInput, now: Date = new Date()): Promise<WithPoints<MindsetDto>> {
  return onTodayPage(member, now, async (tx, page) => {
    const row = await tx.mindset.upsert({
      where: { pageId: page.id },
      create: { userId: member.id, pageId: page.id, ...input },
      update: input,
      select: mindsetSelect,
    });
    const pointsAwarded = await awardPoints(tx, member.id, mindsetAwards(page.date, row, input));
    return { ...toMindsetDto(member.id, row), pointsAwarded };
  });
}
