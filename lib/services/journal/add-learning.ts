import "server-only";
// POST /api/learnings: adds a learned or accomplished item to today's page; 5 points once per item.
import { learningAward } from "@/lib/domain/points";
import type { WithPoints } from "@/lib/schemas/goals";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";
import { learningSelect, toLearningDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/services/journal/member";
import { onTodayPage } from "@/lib/services/journal/on-today-page";
import { awardPoints } from "@/lib/services/points/award-points";

export function addLearning(member: Member, input: { type: LearningType; content: string }, now: Date = new Date()): Promise<WithPoints<LearningDto>> {
  return onTodayPage(member, now, async (tx, page) => {
    const row = await tx.learningItem.create({
      data: { userId: member.id, pageId: page.id, type: input.type, content: input.content },
      select: learningSelect,
    });
    const pointsAwarded = await awardPoints(tx, member.id, [learningAward(row)]);
    return { ...toLearningDto(row), pointsAwarded };
  });
}
