import "server-only";
// POST /api/goals: a SMART / main goal takes its slot (Goal.slot unique per member), a daily task
// takes its slot on today's page (unique per page). A taken slot answers 409 'Slot X is already
// filled', also when the unique index catches two requests racing. Created completed: the
// points come in the same transaction.
import { conflict } from "@/lib/api/errors";
import { goalCompletedAward } from "@/lib/domain/points";
import { isTaskType, type CreateGoalInput, type GoalDto, type WithPoints } from "@/lib/schemas/goals";
import { isUniqueViolation } from "@/lib/services/auth/is-unique-violation";
import { goalSelect, toGoalDto } from "@/lib/services/goals/goal-shape";
import { toDeadline } from "@/lib/services/goals/to-deadline";
import { ensureTodayPage } from "@/lib/services/journal/ensure-today-page";
import { inTransaction } from "@/lib/services/journal/in-transaction";
import { memberToday, type Member } from "@/lib/services/journal/member";
import { awardPoints } from "@/lib/services/points/award-points";

export async function createGoal(member: Member, input: CreateGoalInput, now: Date = new Date()): Promise<WithPoints<GoalDto>> {
  const today = memberToday(member, now);
  const task = isTaskType(input.type);
  const pageId = task ? await ensureTodayPage(member.id, today) : null;
  const isCompleted = input.isCompleted ?? false;
  try {
    return await inTransaction(async (tx) => {
      const row = await tx.goal.create({
        data: {
          userId: member.id,
          type: input.type,
          title: input.title,
          isCompleted,
          completedAt: isCompleted ? now : null,
          deadline: toDeadline(input.deadline, member.timeZone),
          slot: task ? null : input.type,
          pageId,
        },
        select: goalSelect,
      });
      const pointsAwarded = isCompleted ? await awardPoints(tx, member.id, [goalCompletedAward(row, today)]) : 0;
      return { ...toGoalDto(row), pointsAwarded };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Slot ${input.type} is already filled`);
    throw error;
  }
}
