import "server-only";
// The one write of a conversation's message (docs/decisions.md "Conversations"), for the member's
// message and a coach's reply alike, in one transaction: the conversation's row (created on the
// first message, then locked), the message stored once per (author, Idempotency-Key) so a retried
// send stores nothing more, the inbox state of lib/domain/conversations (waiting, done, the first
// reply time), and its delivery: a coach's message becomes the member's bell notification and ONE
// push job (deliver-message.ts); a member's message that starts a wait notifies the team's coaches.
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { afterMessage } from "@/lib/domain/conversations";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { notifyCoaches, notifyMember } from "@/lib/services/conversations/deliver-message";

export type NewMessage = {
  /** The member whose conversation it is. */
  memberId: number;
  authorId: number;
  /** The author's name, for the notification it becomes. */
  authorName: string;
  fromMember: boolean;
  body: string;
  idempotencyKey: string;
  quotedNotificationId?: number | null;
  quotedText?: string | null;
};

export type StoredMessage = { id: number; created: boolean };

type State = { waitingSince: Date | null; doneAt: Date | null };

export async function writeMessage(input: NewMessage, now: Date): Promise<StoredMessage> {
  return inTransaction((tx) => writeMessageIn(tx, input, now));
}

export async function writeMessageIn(tx: Tx, input: NewMessage, now: Date): Promise<StoredMessage> {
  await tx.$executeRaw`
    INSERT INTO "Conversation" ("userId", "lastMessageAt", "lastMessageId", "lastFromMember")
    VALUES (${input.memberId}, ${now}::timestamp(3), 0, ${input.fromMember}) ON CONFLICT ("userId") DO NOTHING`;
  // A second attempt with the same key waits here for the first one's transaction, then finds its message.
  const [state] = await tx.$queryRaw<State[]>`
    SELECT "waitingSince", "doneAt" FROM "Conversation" WHERE "userId" = ${input.memberId} FOR UPDATE`;
  const next = afterMessage(state, input.fromMember, now);
  const [inserted] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "ConversationMessage" ("userId", "authorId", "fromMember", "body", "idempotencyKey", "quotedNotificationId", "quotedText", "firstReplySeconds", "dateCreated")
    VALUES (${input.memberId}, ${input.authorId}, ${input.fromMember}, ${input.body}, ${input.idempotencyKey}, ${input.quotedNotificationId ?? null},
            ${input.quotedText ?? null}, ${next.firstReplySeconds}, ${now}::timestamp(3))
    ON CONFLICT ("authorId", "idempotencyKey") DO NOTHING
    RETURNING "id"`;
  if (!inserted) {
    const [existing] = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "ConversationMessage" WHERE "authorId" = ${input.authorId} AND "idempotencyKey" = ${input.idempotencyKey}`;
    return { id: existing.id, created: false };
  }
  // The author has seen their own message.
  await tx.$executeRaw`
    UPDATE "Conversation" SET "lastMessageAt" = ${now}::timestamp(3), "lastMessageId" = ${inserted.id}, "lastFromMember" = ${input.fromMember},
      "waitingSince" = ${next.waitingSince}::timestamp(3), "doneAt" = ${next.doneAt}::timestamp(3),
      ${input.fromMember ? Prisma.sql`"memberSeenId" = ${inserted.id}` : Prisma.sql`"staffSeenId" = ${inserted.id}`}
    WHERE "userId" = ${input.memberId}`;
  if (input.fromMember) {
    if (!state?.waitingSince) await notifyCoaches(tx, input.memberId, input.authorName, input.body, inserted.id, now);
  } else await notifyMember(tx, input.memberId, inserted.id, `Message from ${input.authorName}`, input.body, now);
  return { id: inserted.id, created: true };
}
