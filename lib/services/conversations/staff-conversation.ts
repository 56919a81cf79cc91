import "server-only";
// The coaches' side of one member's conversation (docs/product/conversations.md): only the coaches
// of the member's team and the owners reach it; anyone else gets the answer of an unknown member
// (404, docs/decisions.md "Teams and roles"). Read, reply, seen and "Done".
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import type { ConversationDto } from "@/lib/schemas/conversations";
import { markSeen, readMessages, type PageQuery } from "@/lib/services/conversations/read-messages";
import { writeMessage, type StoredMessage } from "@/lib/services/conversations/write-message";

const NOT_FOUND = "Member not found";

/** 404 unless the member exists and is in the caller's scope. */
export async function assertConversationInScope(scope: StaffScope, memberId: number): Promise<{ username: string }> {
  const [row] = await db.$queryRaw<{ username: string }[]>`
    SELECT "username" FROM "User" WHERE "id" = ${memberId} AND ${inScope(scope, Prisma.sql`"teamId"`)}`;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getStaffConversation(scope: StaffScope, memberId: number, query: PageQuery): Promise<ConversationDto & { username: string }> {
  const { username } = await assertConversationInScope(scope, memberId);
  return { username, ...(await readMessages(memberId, query)) };
}

export type Replier = { id: number; username: string };

/** A coach's reply; the write itself checks the scope (no read before it: docs/decisions.md "Conversations"). */
export async function postCoachReply(scope: StaffScope, memberId: number, by: Replier, body: string, idempotencyKey: string, now: Date): Promise<StoredMessage> {
  return writeMessage({ memberId, authorId: by.id, authorName: by.username, fromMember: false, body, idempotencyKey, scope }, now);
}

export async function markStaffSeen(scope: StaffScope, memberId: number, upTo: number): Promise<{ seenId: number }> {
  await assertConversationInScope(scope, memberId);
  return markSeen(memberId, "staff", upTo);
}

/** "Done": hidden from the open inbox (and no longer waiting) until the member writes again. */
export async function markDone(scope: StaffScope, memberId: number, done: boolean, now: Date): Promise<{ done: boolean }> {
  await assertConversationInScope(scope, memberId);
  const updated = await db.$executeRaw`
    UPDATE "Conversation" SET "doneAt" = ${done ? now : null}::timestamp(3), "waitingSince" = CASE WHEN ${done} THEN NULL ELSE "waitingSince" END
    WHERE "userId" = ${memberId}`;
  if (!updated) throw notFound("Conversation not found");
  return { done };
}
