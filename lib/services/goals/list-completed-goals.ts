import "server-only";
// GET /api/goals/completed: SMART and main goals completed and moved out of their slot
// (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal), newest first.
import { db } from "@/lib/db";
import type { GoalDto } from "@/lib/schemas/goals";
import { goalSelect, toGoalDto } from "@/lib/services/goals/goal-shape";

export async function listCompletedGoals(userId: number): Promise<GoalDto[]> {
  const rows = await db.goal.findMany({
    where: { userId, archivedAt: { not: null }, isCompleted: true },
    orderBy: [{ completedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    select: goalSelect,
  });
  return rows.map(toGoalDto);
}
