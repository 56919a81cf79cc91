import "server-only";
// The send-write job of a "send to all" (docs/decisions.md "The job queue"): one INSERT ... SELECT
// writes every account's notification, then the push batches are enqueued, all in one transaction
// that first takes the send out of "queued": a job run twice writes and enqueues once.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { enqueuePushFor } from "@/lib/services/push/enqueue-push";

type Send = { id: number; title: string; message: string; sendPush: boolean; scheduledFor: Date | null; dateCreated: Date; teamIds: number[] };

/** Room for 100,000 members' rows on a busy machine. */
const WRITE_TIMEOUT_MS = 120_000;

export async function writeSendToAll(sendId: number, now = new Date()): Promise<{ written: number; pushTotal: number }> {
  return db.$transaction(
    async (tx) => {
      const [send] = await tx.$queryRaw<Send[]>`
        SELECT "id", "title", "message", "sendPush", "scheduledFor", "dateCreated", "teamIds" FROM "NotificationSend"
        WHERE "id" = ${sendId} AND "status" = 'queued' FOR UPDATE`;
      if (!send) return { written: 0, pushTotal: 0 };
      const dueNow = !send.scheduledFor || send.scheduledFor <= now;
      await tx.$executeRaw`
        INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "scheduledFor", "deliveredAt", "dateCreated", "sendId")
        SELECT "id", ${send.title}, ${send.message}, ${send.sendPush}, ${send.scheduledFor}::timestamp(3), ${dueNow ? now : null}::timestamp(3), ${send.dateCreated}::timestamp(3), ${sendId}
        FROM "User" WHERE cardinality(${send.teamIds}::int[]) = 0 OR "teamId" = ANY(${send.teamIds}::int[])
        ON CONFLICT ("sendId", "userId") DO NOTHING`;
      const [{ written }] = await tx.$queryRaw<{ written: number }[]>`SELECT count(*)::int AS written FROM "Notification" WHERE "sendId" = ${sendId}`;
      const push = dueNow && send.sendPush ? await enqueuePushFor(tx, Prisma.sql`n."sendId" = ${sendId}`, sendId) : { pushTotal: 0, batches: 0 };
      await tx.$executeRaw`
        UPDATE "NotificationSend"
        SET "recipients" = ${written}, "pushTotal" = ${push.pushTotal}, "pushBatches" = ${push.batches},
            "status" = ${push.batches ? "delivering" : "done"}, "finishedAt" = ${push.batches ? null : now}::timestamp(3)
        WHERE "id" = ${sendId}`;
      return { written, pushTotal: push.pushTotal };
    },
    { maxWait: 10_000, timeout: WRITE_TIMEOUT_MS },
  );
}
