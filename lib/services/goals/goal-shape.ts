import "server-only";
// One goal shape for every goals endpoint: {id, userId, type, title, isCompleted, dateCreated,
// deadline, completedAt}.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDto } from "@/lib/schemas/goals";
import { iso, type Timestamped } from "@/lib/services/shared/iso-dates";

export const goalSelect = {
  id: true,
  userId: true,
  type: true,
  title: true,
  isCompleted: true,
  dateCreated: true,
  deadline: true,
  completedAt: true,
} satisfies Prisma.GoalSelect;

export type GoalRow = Prisma.GoalGetPayload<{ select: typeof goalSelect }>;

/** The same columns for raw SQL reads. */
export const GOAL_COLUMNS = `"id", "userId", "type"::text AS "type", "title", "isCompleted", "dateCreated", "deadline", "completedAt"`;

export function toGoalDto(row: Timestamped<GoalRow>): GoalDto {
  return { ...row, dateCreated: iso(row.dateCreated)!, deadline: iso(row.deadline), completedAt: iso(row.completedAt) };
}
