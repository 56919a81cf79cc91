import "server-only";
// POST /api/goals: a SMART / main goal takes its slot (Goal.slot unique per member), a daily task
// takes its slot on today's page (unique per page; the page is created on demand). A taken slot
// answers 409 'Slot X is already filled', also when the unique index catches two requests
// racing. Created completed, it earns its points in the same statement; then the badge check.
import { conflict, unauthorized } from "@/lib/errors";
import { db } from "@/lib/db";
import { goalCompletedAward } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { isTaskType, slotTakenMessage, type CreateGoalInput, type GoalDto, type WithPoints } from "@/lib/schemas/goals";
import { GOAL_COLUMNS, toGoalDto, type GoalRow } from "@/lib/services/goals/goal-shape";
import { isSlotTaken } from "@/lib/services/goals/is-slot-taken";
import { toDeadline } from "@/lib/services/goals/to-deadline";
import { memberToday, type Member } from "@/lib/services/shared/member";
import { todayPageCtes } from "@/lib/services/journal/today-page-ctes";
import { awardSelect, ROW_ID, ROW_TITLE } from "@/lib/services/points/award-select";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { lockedMemberCte } from "@/lib/services/points/locked-member-cte";
import { withBadgePoints } from "@/lib/services/points/with-badge-points";

export async function createGoal(member: Member, input: CreateGoalInput, now: Date = new Date()): Promise<WithPoints<GoalDto>> {
  const today = memberToday(member, now);
  const task = isTaskType(input.type);
  const isCompleted = input.isCompleted ?? false;
  const awards = isCompleted ? [goalCompletedAward({ id: ROW_ID, type: input.type, title: ROW_TITLE }, today)] : [];
  let rows: (GoalRow & { pointsAwarded: number })[];
  try {
    rows = await db.$queryRaw`
      WITH ${task ? todayPageCtes(member.id, today) : lockedMemberCte(member.id)},
      saved AS (
        INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "completedAt", "deadline", "slot", "pageId")
        SELECT m."id", ${input.type}::"GoalType", ${input.title}, ${isCompleted}, ${isCompleted ? now : null}::timestamp(3),
          ${toDeadline(input.deadline, member.timeZone) ?? null}::timestamp(3), ${task ? null : input.type}::"GoalType",
          ${task ? Prisma.sql`(SELECT "id" FROM page)` : Prisma.sql`NULL::int`}
        FROM member m
        RETURNING ${Prisma.raw(GOAL_COLUMNS)}
      ),
      award AS (${awardSelect(awards, { from: Prisma.sql`saved`, id: Prisma.sql`saved."id"`, title: Prisma.sql`saved."title"` })}),
      ${ledgerCtes(member.id)}
      SELECT saved.*, ${POINTS_AWARDED} FROM saved`;
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(slotTakenMessage(input.type));
    throw error;
  }
  const [row] = rows;
  if (!row) throw unauthorized(); // the member was deleted since the session check
  const { pointsAwarded, ...goal } = row;
  return { ...toGoalDto(goal), pointsAwarded: await withBadgePoints(member.id, pointsAwarded) };
}
