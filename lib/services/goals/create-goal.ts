import "server-only";
// POST /api/goals: a SMART / main goal takes its slot (Goal.slot unique per member), a daily task
// takes its slot on today's page (unique per page; the page is created on demand). A taken slot
// answers 409 'Slot X is already filled', also when the unique index catches two requests
// racing. Created completed, it earns its points in the same statement; then the badge check.
import { conflict } from "@/lib/errors";
import { goalRowAward } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { isTaskType, slotTakenMessage, type CreateGoalInput, type GoalDto, type WithPoints } from "@/lib/schemas/goals";
import { GOAL_COLUMNS, toGoalDto, type GoalRow } from "@/lib/services/goals/goal-shape";
import { isSlotTaken } from "@/lib/services/goals/is-slot-taken";
import { toDeadline } from "@/lib/services/goals/to-deadline";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeWithAwards, type WriteResult } from "@/lib/services/member-write/write-with-awards";
import { taskPointsSql, withTaskPoints } from "@/lib/services/goals/task-points";
import { writeTime } from "@/lib/services/member-write/write-time";

export async function createGoal(member: Member, input: CreateGoalInput, now: Date = writeTime()): Promise<WithPoints<GoalDto>> {
  const task = isTaskType(input.type);
  const isCompleted = input.isCompleted ?? false;
  const today = memberToday(member, now);
  const award = goalRowAward(input.type, today);
  let result: WriteResult<GoalRow & { points: number | null }>;
  try {
    const options = { member, now, page: task ? "today" : "none", awards: isCompleted ? [{ award }] : [] } as const;
    result = await writeWithAwards<GoalRow & { points: number | null }>(options, Prisma.sql`
          INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "completedAt", "deadline", "slot", "pageId")
          SELECT m."id", ${input.type}::"GoalType", ${input.title}, ${isCompleted}, ${isCompleted ? now : null}::timestamp(3),
            ${toDeadline(input.deadline, member.timeZone) ?? null}::timestamp(3), ${task ? null : input.type}::"GoalType",
            ${task ? Prisma.sql`(SELECT "id" FROM page)` : Prisma.sql`NULL::int`}
          FROM member m
          RETURNING ${Prisma.raw(GOAL_COLUMNS)}, ${taskPointsSql(member.id, today, Prisma.sql`"Goal"`)} AS "points"`);
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(slotTakenMessage(input.type));
    throw error;
  }
  const { points, ...saved } = result.saved!;
  return { ...withTaskPoints(toGoalDto(saved), points, result.pointsAwarded), pointsAwarded: result.pointsAwarded };
}
