import "server-only";
// The inbox header's figure (docs/product/conversations.md#the-coachs-inbox): the median time to a
// first reply this week (from replyWeekStart, Monday 00:00 UTC), per coach and per team, over the
// first replies (ConversationMessage.firstReplySeconds, set by writeMessage) to the members of the
// caller's scope. The median is the rule of `median` in lib/domain/conversations (the middle value,
// or the mean of the middle two), computed where the rows are: percentile_cont(0.5) is that same
// rule (tests/integration/conversations.test.ts compares the two), so a busy week's thousands of
// replies never travel to the server process.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import { replyWeekStart } from "@/lib/domain/conversations";
import type { ReplyTimeDto, ReplyTimesDto } from "@/lib/schemas/conversations";

type Row = { id: number; name: string; medianSeconds: number | null; replies: number };

const figure = (rows: Row[]): ReplyTimeDto[] => rows.map((r) => ({ id: r.id, name: r.name, medianSeconds: r.medianSeconds === null ? null : Number(r.medianSeconds), replies: r.replies }));

export async function replyTimes(scope: StaffScope, now: Date): Promise<ReplyTimesDto> {
  const since = replyWeekStart(now);
  const replies = Prisma.sql`
    SELECT m."authorId", m."firstReplySeconds", u."teamId" FROM "ConversationMessage" m JOIN "User" u ON u."id" = m."userId"
    WHERE m."firstReplySeconds" IS NOT NULL AND m."dateCreated" >= ${since}::timestamp(3) AND ${inScope(scope, Prisma.sql`u."teamId"`)}`;
  const median = Prisma.sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY r."firstReplySeconds")::float8 AS "medianSeconds", count(*)::int AS "replies"`;
  const [coaches, teams] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT r."authorId" AS "id", a."username" AS "name", ${median}
      FROM (${replies}) r JOIN "User" a ON a."id" = r."authorId" GROUP BY r."authorId", a."username" ORDER BY a."username"`,
    db.$queryRaw<Row[]>`
      SELECT r."teamId" AS "id", t."name", ${median}
      FROM (${replies}) r JOIN "Team" t ON t."id" = r."teamId" GROUP BY r."teamId", t."name" ORDER BY t."name"`,
  ]);
  return { since: since.toISOString(), coaches: figure(coaches), teams: figure(teams) };
}
