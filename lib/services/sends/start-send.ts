import "server-only";
// THE send path (docs/decisions.md "The job queue"): every admin send (one member, several, all)
// and anything else that sends a notification on an admin's behalf calls startNotificationSend.
// The send is stored with its Idempotency-Key (unique per sender): the same key again, whatever
// the attempt, is the same send and writes nothing more. Explicit recipients (a bounded list)
// get their notifications in the request; "all" gets them from the send-write job (one INSERT ...
// SELECT). The push fan-out always runs on the queue, in batches; jobs commit with the rows.
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/errors";
import { NOTIFY_LIMITS } from "@/lib/constants";
import { queue, txDb } from "@/lib/queue/boss";
import { jobData, QUEUES } from "@/lib/queue/queues";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { memberCountSql } from "@/lib/services/shared/member-count";
import { writeSendNotifications } from "@/lib/services/sends/write-notifications";
import { messagesFromSend } from "@/lib/services/conversations/from-send";

export type SendRequest = {
  /** Member ids (at most NOTIFY_LIMITS.bulkDelete), every account, or every member of some teams (docs/decisions.md "Teams and roles"). */
  recipients: number[] | "all" | { teams: number[] };
  title: string;
  message: string;
  sendPush: boolean;
  /** Delivered by the cron tick when due; null or past: now. */
  scheduledFor: Date | null;
  /** The client's Idempotency-Key (one per submission, the same on every attempt). */
  idempotencyKey: string;
  /** The admin sending it. */
  senderId: number;
  /** Also a message in each recipient's conversation (a nudge); a send to one member alone always is (docs/decisions.md "Conversations"). */
  conversation?: boolean;
};

export type SendAccepted = { sendId: number; recipients: number; created: boolean };

type SendRow = { id: number; recipients: number };

async function existing(tx: Tx, input: SendRequest): Promise<SendAccepted> {
  const [row] = await tx.$queryRaw<SendRow[]>`
    SELECT "id", "recipients" FROM "NotificationSend" WHERE "senderId" = ${input.senderId} AND "idempotencyKey" = ${input.idempotencyKey}`;
  return { sendId: row.id, recipients: row.recipients, created: false };
}

export async function startNotificationSend(input: SendRequest, now: Date): Promise<SendAccepted> {
  const teams = !Array.isArray(input.recipients) && input.recipients !== "all" ? input.recipients.teams : [];
  const userIds = Array.isArray(input.recipients) ? [...new Set(input.recipients)] : null;
  if (userIds && (userIds.length === 0 || userIds.length > NOTIFY_LIMITS.bulkDelete)) throw badRequest(`recipients must be 1 to ${NOTIFY_LIMITS.bulkDelete} members`);
  // Started before the transaction: the first use in a process creates pg-boss's schema.
  const boss = await queue();
  return inTransaction(async (tx) => {
    const recipients = userIds
      ? userIds.length
      : (await tx.$queryRaw<{ n: number }[]>`SELECT (${teams.length ? Prisma.sql`SELECT count(*)::int FROM "User" WHERE "teamId" = ANY(${teams}::int[])` : memberCountSql}) AS n`)[0].n;
    // A second attempt with the same key waits here for the first one's transaction, then finds it.
    const [created] = await tx.$queryRaw<SendRow[]>`
      INSERT INTO "NotificationSend" ("senderId", "idempotencyKey", "audience", "teamIds", "title", "message", "sendPush", "scheduledFor", "recipients", "dateCreated")
      VALUES (${input.senderId}, ${input.idempotencyKey}, ${userIds ? "users" : teams.length ? "team" : "all"}, ${teams}::int[], ${input.title}, ${input.message}, ${input.sendPush},
              ${input.scheduledFor}::timestamp(3), ${recipients}, ${now}::timestamp(3))
      ON CONFLICT ("senderId", "idempotencyKey") DO NOTHING
      RETURNING "id", "recipients"`;
    if (!created) return existing(tx, input);
    if (userIds) {
      const send = { id: created.id, title: input.title, message: input.message, sendPush: input.sendPush, scheduledFor: input.scheduledFor, dateCreated: now };
      // Every listed member must exist (the whole send is rolled back otherwise).
      if ((await writeSendNotifications(tx, send, userIds, now)).written !== userIds.length) throw notFound("User not found");
      // A scheduled send stays in the bell only (it is not yet said when the conversation would show it).
      if ((input.conversation || userIds.length === 1) && (!input.scheduledFor || input.scheduledFor <= now)) await messagesFromSend(tx, created.id, input.senderId, input.title, input.message, now);
    }
    else await boss.send(QUEUES.sendWrite, jobData(QUEUES.sendWrite, { sendId: created.id }), { db: txDb(tx) });
    return { sendId: created.id, recipients: created.recipients, created: true };
  });
}
