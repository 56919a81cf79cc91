import "server-only";
// GET /api/goals: the main goal and the SMART goals holding their slots, plus the daily tasks
// of the member's current page (only when that page is today's). One statement.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDto } from "@/lib/schemas/goals";
import { GOAL_COLUMNS, toGoalDto, type GoalRow } from "@/lib/services/goals/goal-shape";
import { currentPageIdSql } from "@/lib/services/journal/current-page-id-sql";
import { memberToday, type Member } from "@/lib/services/shared/member";

export async function listGoals(member: Member, now: Date = new Date()): Promise<GoalDto[]> {
  const rows = await db.$queryRaw<GoalRow[]>`
    SELECT ${Prisma.raw(GOAL_COLUMNS)} FROM "Goal"
    WHERE "userId" = ${member.id}
      AND ("slot" IS NOT NULL OR "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))})
    ORDER BY "type", "id"`;
  return rows.map(toGoalDto);
}
