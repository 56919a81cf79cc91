import "server-only";
// POST /api/daily-summary/carry-over: the previous journal day's unfinished top tasks go into
// today's free task slots (lib/domain/daily-summary carryOverPlan), on today's current page
// (created on demand). Idempotent: a slot taken meanwhile (ON CONFLICT on the page's slot) or a
// title already on the page (a second click, a second tab) is skipped by the insert itself.
import { unauthorized } from "@/lib/errors";
import { db } from "@/lib/db";
import { carryOverPlan } from "@/lib/domain/daily-summary";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CarryOverDto } from "@/lib/schemas/progress";
import { readSummaryFacts } from "@/lib/services/daily-summary/read-summary-facts";
import { GOAL_COLUMNS, toGoalDto, type GoalRow } from "@/lib/services/goals/goal-shape";
import type { Member } from "@/lib/domain/member";
import { todayPageCtes } from "@/lib/services/member-write/today-page";
import { writeTime } from "@/lib/services/member-write/write-time";

export async function carryOverTasks(member: Member, now: Date = writeTime()): Promise<CarryOverDto> {
  const facts = await readSummaryFacts(member, now);
  if (!facts) throw unauthorized(); // the member was deleted since the session check
  const plan = carryOverPlan(facts.unfinished, facts.todayTasks);
  if (!plan.length) return { added: [] };
  const rows = await db.$queryRaw<GoalRow[]>`
    WITH ${todayPageCtes(member.id, facts.today)},
    plan AS (SELECT * FROM unnest(${plan.map((p) => p.slot)}::text[], ${plan.map((p) => p.title)}::text[]) AS p("slot", "title"))
    INSERT INTO "Goal" ("userId", "type", "title", "pageId")
    SELECT m."id", p."slot"::"GoalType", p."title", (SELECT "id" FROM page) FROM member m, plan p
    WHERE NOT EXISTS (
      SELECT 1 FROM "Goal" g WHERE g."pageId" = (SELECT "id" FROM page) AND lower(btrim(g."title")) = lower(btrim(p."title"))
    )
    ON CONFLICT ("pageId", "type") DO NOTHING
    RETURNING ${Prisma.raw(GOAL_COLUMNS)}`;
  return { added: rows.map(toGoalDto) };
}
