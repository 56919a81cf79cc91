import "server-only";
// GET /api/goals: the main goal and the SMART goals holding their slots, plus the daily tasks
// of the member's current page (only when that page is today's), each with its points (task-points). One statement, the member's row
// joined (the session check of a guarded member, lib/auth/session-guard).
import { preparedRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDto } from "@/lib/schemas/goals";
import { GOAL_COLUMNS, toGoalDto, type GoalRow } from "@/lib/services/goals/goal-shape";
import { taskPointsSql } from "@/lib/services/goals/task-points";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";
import { memberToday } from "@/lib/domain/member";

export function listGoals(member: MemberOrGuarded, now: Date = new Date()): Promise<GoalDto[]> {
  return forMember(member, async (m) => {
    const today = memberToday(m, now);
    const rows = await preparedRows<GoalRow & { found: boolean; points: number | null }>(Prisma.sql`
      SELECT g.*, (g."id" IS NOT NULL) AS "found" FROM "User" u
      LEFT JOIN LATERAL (
        SELECT ${Prisma.raw(GOAL_COLUMNS)}, ${taskPointsSql(m.id, today, Prisma.sql`"Goal"`)} AS "points" FROM "Goal"
        WHERE "userId" = ${m.id}
          AND ("slot" IS NOT NULL OR "pageId" = ${currentPageIdSql(m.id, today)})
      ) g ON true
      WHERE ${m.rowSql()}
      ORDER BY g."type", g."id"`);
    if (!rows.length) throw m.noRow();
    return rows.filter((row) => row.found).map(({ found: _found, points, ...row }) => (points === null ? toGoalDto(row) : { ...toGoalDto(row), points }));
  });
}
