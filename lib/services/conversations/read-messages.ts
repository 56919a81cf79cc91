import "server-only";
// A page of one conversation's messages, newest first by id (ConversationMessage_userId_id_idx),
// with both sides' "seen" markers: the same read for the member and for their coaches.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { CONVERSATION_PAGE, type ConversationDto, type MessageDto } from "@/lib/schemas/conversations";

type Row = { id: number; fromMember: boolean; author: string | null; body: string; quotedText: string | null; dateCreated: Date };

export type PageQuery = { before?: number; limit?: number };

export async function readMessages(memberId: number, query: PageQuery): Promise<ConversationDto> {
  const limit = query.limit ?? CONVERSATION_PAGE.default;
  const before = query.before ? Prisma.sql`AND m."id" < ${query.before}` : Prisma.empty;
  const [rows, seen] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT m."id", m."fromMember", a."username" AS "author", m."body", m."quotedText", m."dateCreated"
      FROM "ConversationMessage" m LEFT JOIN "User" a ON a."id" = m."authorId"
      WHERE m."userId" = ${memberId} ${before}
      ORDER BY m."id" DESC LIMIT ${limit + 1}`,
    db.$queryRaw<{ memberSeenId: number; staffSeenId: number }[]>`
      SELECT "memberSeenId", "staffSeenId" FROM "Conversation" WHERE "userId" = ${memberId}`,
  ]);
  const messages: MessageDto[] = rows
    .slice(0, limit)
    .reverse()
    .map((r) => ({ id: r.id, fromMember: r.fromMember, author: r.author, body: r.body, quotedText: r.quotedText, at: r.dateCreated.toISOString() }));
  return { messages, hasMore: rows.length > limit, memberSeenId: seen[0]?.memberSeenId ?? 0, staffSeenId: seen[0]?.staffSeenId ?? 0 };
}

/** Marks every message up to `upTo` seen by one side (never backwards, never past the last message). */
export async function markSeen(memberId: number, side: "member" | "staff", upTo: number): Promise<{ seenId: number }> {
  const column = Prisma.raw(side === "member" ? `"memberSeenId"` : `"staffSeenId"`);
  const [row] = await db.$queryRaw<{ seenId: number }[]>`
    UPDATE "Conversation" SET ${column} = GREATEST(${column}, LEAST(${upTo}, "lastMessageId"))
    WHERE "userId" = ${memberId} RETURNING ${column} AS "seenId"`;
  return { seenId: row?.seenId ?? 0 };
}
