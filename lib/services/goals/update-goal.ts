import "server-only";
// PATCH /api/goals/{id}: a SMART / main goal in its slot, or a task of the current page. Another
// member's goal, an archived goal or a task of an earlier page answers 404. Completing sets
// completedAt and awards the goal's points once (toggling off and on awards nothing more).
import { notFound } from "@/lib/api/errors";
import { goalCompletedAward } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDto, UpdateGoalInput, WithPoints } from "@/lib/schemas/goals";
import { goalSelect, toGoalDto } from "@/lib/services/goals/goal-shape";
import { toDeadline } from "@/lib/services/goals/to-deadline";
import { findCurrentPage } from "@/lib/services/journal/find-current-page";
import { inTransaction } from "@/lib/services/journal/in-transaction";
import { memberToday, type Member } from "@/lib/services/journal/member";
import { awardPoints } from "@/lib/services/points/award-points";

const isNotFound = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2025";

export async function updateGoal(member: Member, id: number, input: UpdateGoalInput, now: Date = new Date()): Promise<WithPoints<GoalDto>> {
  const today = memberToday(member, now);
  const pageId = await findCurrentPage(member.id, today);
  const editable: Prisma.GoalWhereInput[] = [{ slot: { not: null } }, ...(pageId ? [{ pageId }] : [])];
  const data: Prisma.GoalUpdateInput = { title: input.title, deadline: toDeadline(input.deadline, member.timeZone) };
  if (input.isCompleted !== undefined) {
    data.isCompleted = input.isCompleted;
    data.completedAt = input.isCompleted ? now : null;
  }
  try {
    return await inTransaction(async (tx) => {
      const row = await tx.goal.update({ where: { id, userId: member.id, OR: editable }, data, select: goalSelect });
      const pointsAwarded = input.isCompleted ? await awardPoints(tx, member.id, [goalCompletedAward(row, today)]) : 0;
      return { ...toGoalDto(row), pointsAwarded };
    });
  } catch (error) {
    if (isNotFound(error)) throw notFound("Goal not found");
    throw error;
  }
}
