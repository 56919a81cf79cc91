import "server-only";
// GET /api/insights/goals: the member's SMART and main goals (open, completed, archived) read in
// one statement, judged by lib/domain/insights/goals.
import { db } from "@/lib/db";
import { goalInsights, type GoalFact } from "@/lib/domain/insights/goals";
import { asText } from "@/lib/domain/insights/statement";
import type { GoalInsightsDto } from "@/lib/schemas/progress";
import type { Member } from "@/lib/domain/member";

type Row = Omit<GoalFact, "kind"> & { type: string };

export async function getGoalInsights(member: Member, now: Date = new Date()): Promise<GoalInsightsDto> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT "title", "type"::text AS "type", "deadline", "isCompleted", "completedAt" FROM "Goal"
    WHERE "userId" = ${member.id} AND "pageId" IS NULL ORDER BY "id"`;
  const goals = rows.map(({ type, ...g }) => ({ ...g, kind: type === "main" ? ("main" as const) : ("smart" as const) }));
  const items = goalInsights(goals, now, member.timeZone);
  return { analysis: asText(items), items };
}
