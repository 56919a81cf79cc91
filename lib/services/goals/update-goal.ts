import "server-only";
// PATCH /api/goals/{id}: a SMART / main goal in its slot, or a task of the current page. Another
// member's goal, an archived goal or a task of an earlier page answers 404. Completing sets
// completedAt and awards the goal's points once (toggling off and on awards nothing more), in
// the same statement as the change; then the badge check, only when points were inserted. The
// award depends on the goal's type and title, which only the statement reads: the domain gives
// one rule per type, naming the saved row's title, and the statement keeps the goal's type. Two
// devices: the later edit of each field wins (docs/decisions.md "The day across the gap, and conflicts").
import { notFound } from "@/lib/errors";
import { goalCompletedRules } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDto, UpdateGoalInput, WithPoints } from "@/lib/schemas/goals";
import { GOAL_COLUMNS, toGoalDto, type GoalRow } from "@/lib/services/goals/goal-shape";
import { taskPointsSql, withTaskPoints } from "@/lib/services/goals/task-points";
import { toDeadline } from "@/lib/services/goals/to-deadline";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeWithAwards } from "@/lib/services/member-write/write-with-awards";
import { writeTime } from "@/lib/services/member-write/write-time";
import { appliesSql, laterWriteWinsSql, type SentField } from "@/lib/services/member-write/later-write-wins";

export async function updateGoal(member: Member, id: number, input: UpdateGoalInput, now: Date = writeTime()): Promise<WithPoints<GoalDto>> {
  const today = memberToday(member, now);
  const deadline = toDeadline(input.deadline, member.timeZone);
  const completed = input.isCompleted ?? null;
  const awards = input.isCompleted ? goalCompletedRules(today) : [];
  // Each field the later write wins (lib/services/member-write/later-write-wins): an older edit
  // of a field is left as stored, and the answer is the row as it stands (its award, due only when
  // the saved row is completed, is given once by its key).
  const fields: SentField[] = [
    ["title", Prisma.sql`${input.title ?? null}::text`],
    ["deadline", Prisma.sql`${deadline ?? null}::timestamp(3)`, Prisma.sql`${deadline !== undefined}::boolean`],
    ["isCompleted", Prisma.sql`${completed}::boolean`],
  ];
  const { saved, pointsAwarded } = await writeWithAwards<GoalRow & { points: number | null }>({ member, now, awards }, Prisma.sql`
        UPDATE "Goal" SET
          "completedAt" = CASE WHEN ${appliesSql("Goal", fields[2], now)} THEN CASE WHEN ${completed}::boolean THEN ${now}::timestamp(3) END ELSE "completedAt" END,
          ${laterWriteWinsSql("Goal", fields, now)}
        WHERE "id" = ${id} AND "userId" = (SELECT "id" FROM member)
          AND ("slot" IS NOT NULL OR "pageId" = ${currentPageIdSql(member.id, today)})
        RETURNING ${Prisma.raw(GOAL_COLUMNS)}, ${taskPointsSql(member.id, today, Prisma.sql`"Goal"`)} AS "points"`);
  if (!saved) throw notFound("Goal not found");
  const { points, ...row } = saved;
  return { ...withTaskPoints(toGoalDto(row), points, pointsAwarded), pointsAwarded };
}
