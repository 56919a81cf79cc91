import "server-only";
// A coach's nudge, and any send to one member alone, is also a message in each recipient's
// conversation (docs/decisions.md "Conversations"), written set-based in the send's transaction:
// the send's own notifications are the bell's (no second notification, no second push), each
// message keyed "send:<send id>:<member id>" for its author, so a retried send writes none. The
// inbox state follows afterMessage (lib/domain/conversations): a coach's message ends a wait, and
// the one that ends it records the wait as the first reply time and the member's team it counts for.
import type { Tx } from "@/lib/db";
import { MESSAGE_MAX } from "@/lib/domain/conversations";

export const sendMessageBody = (title: string, message: string) => `${title}\n${message}`.slice(0, MESSAGE_MAX);

export async function messagesFromSend(tx: Tx, sendId: number, senderId: number, title: string, message: string, now: Date): Promise<number> {
  await tx.$executeRaw`
    INSERT INTO "Conversation" ("userId", "lastMessageAt", "lastMessageId", "lastFromMember")
    SELECT "userId", ${now}::timestamp(3), 0, FALSE FROM "Notification" WHERE "sendId" = ${sendId}
    ON CONFLICT ("userId") DO NOTHING`;
  return tx.$executeRaw`
    WITH locked AS (
      SELECT c."userId", c."waitingSince", n."id" AS "notificationId", u."teamId"
      FROM "Notification" n JOIN "Conversation" c ON c."userId" = n."userId" JOIN "User" u ON u."id" = n."userId"
      WHERE n."sendId" = ${sendId} ORDER BY c."userId" FOR UPDATE OF c
    ), written AS (
      INSERT INTO "ConversationMessage" ("userId", "authorId", "fromMember", "body", "idempotencyKey", "notificationId", "firstReplySeconds", "firstReplyTeamId", "dateCreated")
      SELECT "userId", ${senderId}, FALSE, ${sendMessageBody(title, message)}, 'send:' || ${sendId}::int || ':' || "userId", "notificationId",
             CASE WHEN "waitingSince" IS NULL THEN NULL ELSE GREATEST(0, round(extract(epoch FROM (${now}::timestamp(3) - "waitingSince"))))::int END,
             CASE WHEN "waitingSince" IS NULL THEN NULL ELSE "teamId" END,
             ${now}::timestamp(3)
      FROM locked
      ON CONFLICT ("authorId", "idempotencyKey") DO NOTHING
      RETURNING "id", "userId"
    )
    UPDATE "Conversation" c SET "lastMessageAt" = ${now}::timestamp(3), "lastMessageId" = w."id", "lastFromMember" = FALSE,
      "waitingSince" = NULL, "staffSeenId" = w."id"
    FROM written w WHERE c."userId" = w."userId"`;
}
