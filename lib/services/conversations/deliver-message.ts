import "server-only";
// The delivery of a conversation's message (docs/decisions.md "Conversations"), inside the
// transaction that stored it, so nothing is delivered for a message that was not stored:
// - a coach's message: the member's bell notification, and ONE push-batch job for it whose job id
//   is made from the message's id (the queue refuses a second job with that id: never pushed twice);
// - a member's message that starts a wait: a bell notification for each coach of the member's team
//   (the owners when the team has no coach), once per wait; in the app only, there is no coach push
//   preference (docs/decisions.md "Conversations").
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/db";
import { queue, txDb } from "@/lib/queue/boss";
import { jobData, QUEUES } from "@/lib/queue/queues";

/** A stable job id (a UUID) for the push of one message. */
export function messageJobId(messageId: number): string {
  const h = createHash("sha256").update(`conversation-message:${messageId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The bell's title of a coach's message, and the start of its text. */
const preview = (body: string) => (body.length > 500 ? `${body.slice(0, 499)}…` : body);

/** A coach's message: the member's notification (due now, pushed) and its one push job when the member has a device. */
export async function notifyMember(tx: Tx, memberId: number, messageId: number, title: string, body: string, now: Date): Promise<void> {
  const [row] = await tx.$queryRaw<{ id: number; subs: number }[]>`
    WITH n AS (
      INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "deliveredAt", "dateCreated")
      VALUES (${memberId}, ${title.slice(0, 200)}, ${preview(body)}, TRUE, ${now}::timestamp(3), ${now}::timestamp(3))
      RETURNING "id"
    ), linked AS (
      UPDATE "ConversationMessage" SET "notificationId" = (SELECT "id" FROM n) WHERE "id" = ${messageId}
    )
    SELECT (SELECT "id" FROM n) AS "id", (SELECT count(*)::int FROM "PushSubscription" WHERE "userId" = ${memberId}) AS "subs"`;
  await pushMessage(tx, messageId, row.id, row.subs);
}

/** One push job for a message's notification, deduplicated by the message's id. */
export async function pushMessage(tx: Tx, messageId: number, notificationId: number, subscriptions: number): Promise<void> {
  if (!subscriptions) return;
  const boss = await queue();
  await boss.send(QUEUES.pushBatch, jobData(QUEUES.pushBatch, { notificationIds: [notificationId], sendId: null, attempt: 1 }), { db: txDb(tx), id: messageJobId(messageId) });
}

/** A member's message that starts a wait: one notification per coach of their team (the owners when it has none). */
export async function notifyCoaches(tx: Tx, memberId: number, memberName: string, body: string, messageId: number, now: Date): Promise<void> {
  await tx.$executeRaw`
    WITH member AS (SELECT "teamId" FROM "User" WHERE "id" = ${memberId}),
    coaches AS (
      SELECT c."userId" FROM "TeamCoach" c JOIN "Team" t ON t."id" = c."teamId" AND t."archivedAt" IS NULL
      WHERE c."teamId" = (SELECT "teamId" FROM member) AND c."userId" <> ${memberId}
    ),
    readers AS (
      SELECT "userId" FROM coaches
      UNION SELECT "id" FROM "User" WHERE "isAdmin" AND NOT EXISTS (SELECT 1 FROM coaches)
    )
    INSERT INTO "Notification" ("userId", "title", "message", "deliveredAt", "dateCreated", "dedupeKey")
    SELECT "userId", ${`New message from ${memberName}`.slice(0, 200)}, ${preview(body)}, ${now}::timestamp(3), ${now}::timestamp(3), ${`conversation:${messageId}`}
    FROM readers
    ON CONFLICT ("userId", "dedupeKey") DO NOTHING`;
}
