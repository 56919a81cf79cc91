import "server-only";
// POST /api/learnings: adds a learned or accomplished item to today's page; 5 points once per
// item. One statement (page on demand, the insert, the ledger), then the badge check.
import { unauthorized } from "@/lib/errors";
import { db } from "@/lib/db";
import { learningAward } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { WithPoints } from "@/lib/schemas/goals";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";
import { toLearningDto } from "@/lib/services/journal/journal-shape";
import { memberToday, type Member } from "@/lib/services/shared/member";
import { todayPageCtes } from "@/lib/services/journal/today-page-ctes";
import { awardSelect, ROW_ID } from "@/lib/services/points/award-select";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { withBadgePoints } from "@/lib/services/points/with-badge-points";

type Row = { id: number; type: LearningType; content: string; dateCreated: Date; pointsAwarded: number };

export async function addLearning(member: Member, input: { type: LearningType; content: string }, now: Date = new Date()): Promise<WithPoints<LearningDto>> {
  const [row] = await db.$queryRaw<Row[]>`
    WITH ${todayPageCtes(member.id, memberToday(member, now))},
    saved AS (
      INSERT INTO "LearningItem" ("userId", "pageId", "type", "content")
      SELECT ${member.id}, page."id", ${input.type}::"LearningType", ${input.content} FROM page
      RETURNING "id", "type"::text AS "type", "content", "dateCreated"
    ),
    award AS (${awardSelect([learningAward({ id: ROW_ID, type: input.type })], { from: Prisma.sql`saved`, id: Prisma.sql`saved."id"` })}),
    ${ledgerCtes(member.id)}
    SELECT saved.*, ${POINTS_AWARDED} FROM saved`;
  if (!row) throw unauthorized(); // the member was deleted since the session check
  const { pointsAwarded, ...item } = row;
  return { ...toLearningDto(item), pointsAwarded: await withBadgePoints(member.id, pointsAwarded) };
}
