import "server-only";
// A daily task's points as its row says them (docs/product/points-and-badges.md#fair-points: every
// number shown is the one the server gave): a completed task, what it earned (the slot's award of
// the day is its own: 10; else 0: the slot was paid to a task deleted before); an open task, what
// completing it would earn (10 while the slot's award of the day is unpaid, else 0). Read from the
// ledger by the slot's award key (pointsKey.task: unique per member, one index lookup).
import { POINTS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import { pointsKey } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GoalDto } from "@/lib/schemas/goals";

/** The `points` of the goal row `goal` (an alias or table name) when it is a task, else NULL. */
export function taskPointsSql(userId: number, today: LocalDate, goal: Prisma.Sql): Prisma.Sql {
  const paid = Prisma.sql`(SELECT p."reference" FROM "PointsEntry" p WHERE p."userId" = ${userId} AND p."idempotencyKey" = ${pointsKey.task(today, "")} || ${goal}."type"::text)`;
  return Prisma.sql`CASE WHEN ${goal}."type"::text LIKE 'task%' THEN
      CASE WHEN ${goal}."isCompleted" THEN CASE WHEN ${paid} = ${goal}."id"::text THEN ${POINTS.dailyTask}::int ELSE 0 END
        ELSE CASE WHEN ${paid} IS NULL THEN ${POINTS.dailyTask}::int ELSE 0 END END
    END`;
}

/**
 * A goal write's answer with the task's points, in the write's own statement (no extra round trip):
 * `points` is taskPointsSql in its RETURNING, which reads the ledger as it was before the statement,
 * so a completion that earned now (pointsAwarded > 0: the task's 10, and badges only come with
 * points) is 10; otherwise the ledger before it says it all.
 */
export function withTaskPoints<T extends GoalDto>(goal: T, points: number | null, pointsAwarded: number): T {
  if (points === null) return goal;
  return { ...goal, points: goal.isCompleted && pointsAwarded > 0 ? POINTS.dailyTask : points };
}
