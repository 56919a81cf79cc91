import "server-only";
// The inbox header's figure (docs/product/conversations.md#the-coachs-inbox): the median time to a
// first reply this week (from replyWeekStart, Monday 00:00 UTC), per coach and per team, over the
// first replies (ConversationMessage.firstReplySeconds, set by writeMessage and messagesFromSend)
// to the members of the caller's scope; a reply counts for the team the member was in when it was
// written (firstReplyTeamId, kept on the row). The median is the rule of `median` in
// lib/domain/conversations (the middle value, or the mean of the middle two), computed where the
// rows are: percentile_cont(0.5) is that same rule (tests/integration/conversations.test.ts
// compares the two), so a busy week's thousands of replies never travel to the server process.
// One statement, one index-only scan of the week's first replies (ConversationMessage_first_reply_idx
// holds every column it reads: no join per reply), grouped both ways at once (GROUPING SETS);
// only the names of the few coaches and teams are joined.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import { replyWeekStart } from "@/lib/domain/conversations";
import type { ReplyTimeDto, ReplyTimesDto } from "@/lib/schemas/conversations";

type Row = { id: number; name: string; medianSeconds: number | null; replies: number };

const figure = (rows: Row[]): ReplyTimeDto[] => rows.map((r) => ({ id: r.id, name: r.name, medianSeconds: r.medianSeconds === null ? null : Number(r.medianSeconds), replies: r.replies }));

export async function replyTimes(scope: StaffScope, now: Date): Promise<ReplyTimesDto> {
  const since = replyWeekStart(now);
  const rows = await db.$queryRaw<(Row & { byTeam: number })[]>`
    WITH g AS (
      SELECT "authorId", "firstReplyTeamId", GROUPING("authorId") AS "byTeam",
             percentile_cont(0.5) WITHIN GROUP (ORDER BY "firstReplySeconds")::float8 AS "medianSeconds", count(*)::int AS "replies"
      FROM "ConversationMessage"
      WHERE "firstReplySeconds" IS NOT NULL AND "dateCreated" >= ${since}::timestamp(3) AND ${inScope(scope, Prisma.sql`"firstReplyTeamId"`)}
      GROUP BY GROUPING SETS (("authorId"), ("firstReplyTeamId"))
    )
    SELECT g."byTeam", coalesce(a."id", t."id") AS "id", coalesce(a."username", t."name") AS "name", g."medianSeconds", g."replies"
    FROM g
    LEFT JOIN "User" a ON g."byTeam" = 0 AND a."id" = g."authorId"
    LEFT JOIN "Team" t ON g."byTeam" = 1 AND t."id" = g."firstReplyTeamId"
    WHERE a."id" IS NOT NULL OR t."id" IS NOT NULL
    ORDER BY 3, 2`;
  return {
    since: since.toISOString(),
    coaches: figure(rows.filter((r) => r.byTeam === 0)),
    teams: figure(rows.filter((r) => r.byTeam === 1)),
  };
}
