import "server-only";
// The one write of a conversation's message (docs/decisions.md "Conversations"), for the member's
// message and a coach's reply alike, in one transaction of two statements and the push jobs:
// 1. the conversation's row, created on the first message and locked (a second attempt with the
//    same key waits here for the first one's transaction), read with the member's team; for a
//    coach, only a member of their scope (else 404, nothing written);
// 2. the message, stored once per (author, Idempotency-Key) so a retried send stores nothing more,
//    with the inbox state of lib/domain/conversations (waiting, done, the first reply time and the
//    member's team it counts for), and its delivery (deliver-message.ts): a coach's message
//    becomes the member's bell notification; a member's message that starts a wait notifies the
//    team's coaches. One statement of CTEs: nothing is read that the write does not need.
// 3. the push jobs, one per pushed notification, each with a job id the queue refuses twice.
import type { Tx } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { afterMessage } from "@/lib/domain/conversations";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { coachNoticesSql, coachPushJobId, memberNoticeSql, messageJobId, queuePushes, readersSql, type Push } from "@/lib/services/conversations/deliver-message";

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
  /** A coach's reply: the member must be in this scope (else 404). */
  scope?: StaffScope;
};

export type StoredMessage = { id: number; created: boolean };

type State = { teamId: number; waitingSince: Date | null; doneAt: Date | null };
type Written = { id: number | null; storedId: number | null; notificationId: number | null; devices: boolean; pushIds: number[]; pushTo: number[] };

export async function writeMessage(input: NewMessage, now: Date): Promise<StoredMessage> {
  return inTransaction((tx) => writeMessageIn(tx, input, now));
}

/** Creates (or finds) and locks the conversation's row: its inbox state and the member's team; null outside the scope. */
async function lockConversation(tx: Tx, input: NewMessage, now: Date): Promise<State | null> {
  const scoped = input.scope ? inScope(input.scope, Prisma.sql`u."teamId"`) : Prisma.sql`TRUE`;
  const [state] = await tx.$queryRaw<State[]>`
    WITH member AS (SELECT u."id", u."teamId" FROM "User" u WHERE u."id" = ${input.memberId} AND ${scoped}),
    conv AS (
      INSERT INTO "Conversation" ("userId", "lastMessageAt", "lastMessageId", "lastFromMember")
      SELECT "id", ${now}::timestamp(3), 0, ${input.fromMember}::boolean FROM member
      ON CONFLICT ("userId") DO UPDATE SET "userId" = EXCLUDED."userId"
      RETURNING "waitingSince", "doneAt"
    )
    SELECT member."teamId", conv."waitingSince", conv."doneAt" FROM member CROSS JOIN conv`;
  return state ?? null;
}

export async function writeMessageIn(tx: Tx, input: NewMessage, now: Date): Promise<StoredMessage> {
  const state = await lockConversation(tx, input, now);
  if (!state) throw notFound("Member not found");
  const next = afterMessage(state, input.fromMember, now);
  const unlessStored = Prisma.sql`NOT EXISTS (SELECT 1 FROM stored)`;
  // A coach's message: the member's notification first (`n`), which the message links.
  const coachSide = !input.fromMember;
  const startsWait = input.fromMember && !state.waitingSince;
  const notice = coachSide
    ? Prisma.sql`n AS (${memberNoticeSql(input.memberId, `Message from ${input.authorName}`, input.body, now, unlessStored)}),`
    : Prisma.empty;
  // The author has seen their own message.
  const seen = input.fromMember ? Prisma.sql`"memberSeenId" = m."id"` : Prisma.sql`"staffSeenId" = m."id"`;
  const told = startsWait ? Prisma.sql`, ${readersSql(input.memberId)}, told AS (${coachNoticesSql(input.authorName, input.body, now)})` : Prisma.empty;
  const pushed = (column: string) =>
    startsWait ? Prisma.sql`ARRAY(SELECT ${Prisma.raw(`"${column}"`)} FROM told WHERE "sendPush" ORDER BY "userId")` : Prisma.sql`ARRAY[]::int[]`;
  const [written] = await tx.$queryRaw<Written[]>`
    WITH stored AS (SELECT "id" FROM "ConversationMessage" WHERE "authorId" = ${input.authorId} AND "idempotencyKey" = ${input.idempotencyKey}),
    ${notice}
    m AS (
      INSERT INTO "ConversationMessage" ("userId", "authorId", "fromMember", "body", "idempotencyKey", "quotedNotificationId", "quotedText",
                                         "firstReplySeconds", "firstReplyTeamId", "notificationId", "dateCreated")
      SELECT ${input.memberId}::int, ${input.authorId}::int, ${input.fromMember}::boolean, ${input.body}, ${input.idempotencyKey}, ${input.quotedNotificationId ?? null}::int,
             ${input.quotedText ?? null}, ${next.firstReplySeconds}::int, ${next.firstReplySeconds === null ? null : state.teamId}::int,
             ${coachSide ? Prisma.sql`(SELECT "id" FROM n)` : Prisma.sql`NULL::int`}, ${now}::timestamp(3)
      WHERE ${unlessStored}
      ON CONFLICT ("authorId", "idempotencyKey") DO NOTHING
      RETURNING "id"
    ), c AS (
      UPDATE "Conversation" SET "lastMessageAt" = ${now}::timestamp(3), "lastMessageId" = m."id", "lastFromMember" = ${input.fromMember}::boolean,
        "waitingSince" = ${next.waitingSince}::timestamp(3), "doneAt" = ${next.doneAt}::timestamp(3), ${seen}
      FROM m WHERE "Conversation"."userId" = ${input.memberId}
    ) ${told}
    SELECT (SELECT "id" FROM m) AS "id", (SELECT "id" FROM stored) AS "storedId",
           ${coachSide ? Prisma.sql`(SELECT "id" FROM n)` : Prisma.sql`NULL::int`} AS "notificationId",
           ${coachSide ? Prisma.sql`EXISTS (SELECT 1 FROM "PushSubscription" WHERE "userId" = ${input.memberId})` : Prisma.sql`FALSE`} AS "devices",
           ${pushed("id")} AS "pushIds", ${pushed("userId")} AS "pushTo"`;
  if (written.id === null) {
    // Another conversation's message took this author's key at the same moment: nothing of this one is kept.
    if (written.storedId === null) throw conflict("This message is being sent. Please try again.");
    return { id: written.storedId, created: false };
  }
  const pushes: Push[] = [];
  if (coachSide && written.devices && written.notificationId !== null) pushes.push({ notificationId: written.notificationId, jobId: messageJobId(written.id) });
  written.pushIds.forEach((notificationId, i) => pushes.push({ notificationId, jobId: coachPushJobId(written.id!, written.pushTo[i]) }));
  await queuePushes(tx, pushes);
  return { id: written.id, created: true };
}
