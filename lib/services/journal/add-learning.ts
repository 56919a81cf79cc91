import "server-only";
// POST /api/learnings: adds a learned or accomplished item to today's page; 5 points once per
// item. One statement (writeWithAwards: page on demand, the insert, the ledger), then the badge check.
import { learningRowAward } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import type { WithPoints } from "@/lib/schemas/goals";
import type { LearningDto, LearningType } from "@/lib/schemas/journal";
import { toLearningDto } from "@/lib/services/journal/journal-shape";
import type { Member } from "@/lib/domain/member";
import { writeWithAwards } from "@/lib/services/member-write/write-with-awards";
import { writeTime } from "@/lib/services/member-write/write-time";
import { fieldsMadeAtSql, type SentField } from "@/lib/services/member-write/later-write-wins";

/** The item's one field another device may edit (the later edit wins: lib/services/member-write/later-write-wins). */
export const contentField = (content: string | null): SentField[] => [["content", Prisma.sql`${content}::text`]];

type Row = { id: number; type: LearningType; content: string; dateCreated: Date };

export async function addLearning(member: Member, input: { type: LearningType; content: string }, now: Date = writeTime()): Promise<WithPoints<LearningDto>> {
  const { saved, pointsAwarded } = await writeWithAwards<Row>({ member, now, page: "today", awards: [{ award: learningRowAward(input.type) }] }, Prisma.sql`
        INSERT INTO "LearningItem" ("userId", "pageId", "type", "content", "fieldsMadeAt")
        SELECT ${member.id}, page."id", ${input.type}::"LearningType", ${input.content}, ${fieldsMadeAtSql(contentField(input.content), now)} FROM page
        RETURNING "id", "type"::text AS "type", "content", "dateCreated"`);
  return { ...toLearningDto(saved!), pointsAwarded };
}
