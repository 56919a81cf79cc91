import "server-only";
// The delivery of a conversation's message (docs/decisions.md "Conversations"), written by the same
// statement that stores the message (write-message.ts), so nothing is delivered for a message that
// was not stored:
// - a coach's message: the member's bell notification, and ONE push-batch job for it whose job id
//   is made from the message's id (the queue refuses a second job with that id: never pushed twice);
// - a member's message that starts a wait: a bell notification for each coach of the member's team
//   (the owners when the team has no coach), once per wait (keyed by the message), pushed to the
//   coaches who turned "Push me new messages" on and have a device: one push job per coach and wait,
//   its job id made from the message's and the coach's ids.
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { CONVERSATION_KEY_PREFIX } from "@/lib/domain/notification-kind";
import { queue, txDb } from "@/lib/queue/boss";
import { jobData, QUEUES } from "@/lib/queue/queues";

/** A stable UUID (version 5 layout) from a text. */
function stableUuid(text: string): string {
  const h = createHash("sha256").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The job id of the push of a coach's message to the member. */
export const messageJobId = (messageId: number): string => stableUuid(`conversation-message:${messageId}`);

/** The job id of the push to one coach of the member's message that started a wait. */
export const coachPushJobId = (messageId: number, coachId: number): string => stableUuid(`conversation-wait:${messageId}:${coachId}`);

/** The bell's text of a message: its start. */
const preview = (body: string) => (body.length > 500 ? `${body.slice(0, 499)}…` : body);

/** The member's bell notification of a coach's message (a CTE body; `unlessStored`: not for a retry). */
export function memberNoticeSql(memberId: number, title: string, body: string, now: Date, unlessStored: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "deliveredAt", "dateCreated")
    SELECT ${memberId}, ${title.slice(0, 200)}, ${preview(body)}, TRUE, ${now}::timestamp(3), ${now}::timestamp(3) WHERE ${unlessStored}
    RETURNING "id"`;
}

/** Who is told of a member's message (CTEs `coaches`, `readers`): the coaches of the member's live team, else the owners. */
export function readersSql(memberId: number): Prisma.Sql {
  return Prisma.sql`
    coaches AS (
      SELECT c."userId" FROM "TeamCoach" c JOIN "Team" t ON t."id" = c."teamId" AND t."archivedAt" IS NULL
      WHERE c."teamId" = (SELECT "teamId" FROM "User" WHERE "id" = ${memberId}) AND c."userId" <> ${memberId}
    ), readers AS (
      SELECT "userId" FROM coaches
      UNION SELECT "id" FROM "User" WHERE "isAdmin" AND NOT EXISTS (SELECT 1 FROM coaches)
    )`;
}

/**
 * The readers' notices of a member's message (the CTE `m`) that starts a wait (a CTE body), keyed
 * by the message; pushed (sendPush) to the readers who turned the push on and have a device.
 */
export function coachNoticesSql(memberName: string, body: string, now: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "deliveredAt", "dateCreated", "dedupeKey")
    SELECT r."userId", ${`New message from ${memberName}`.slice(0, 200)}, ${preview(body)},
           u."messagePushAt" IS NOT NULL AND EXISTS (SELECT 1 FROM "PushSubscription" s WHERE s."userId" = r."userId"),
           ${now}::timestamp(3), ${now}::timestamp(3), ${CONVERSATION_KEY_PREFIX} || m."id"
    FROM readers r JOIN "User" u ON u."id" = r."userId" CROSS JOIN m
    ON CONFLICT ("userId", "dedupeKey") DO NOTHING
    RETURNING "id", "userId", "sendPush"`;
}

export type Push = { notificationId: number; jobId: string };

/** The push jobs, each with its own job id (the queue refuses a second job with the same id). */
export async function queuePushes(tx: Tx, pushes: Push[]): Promise<void> {
  if (!pushes.length) return;
  const boss = await queue();
  for (const p of pushes) {
    await boss.send(QUEUES.pushBatch, jobData(QUEUES.pushBatch, { notificationIds: [p.notificationId], sendId: null, attempt: 1 }), { db: txDb(tx), id: p.jobId });
  }
}
