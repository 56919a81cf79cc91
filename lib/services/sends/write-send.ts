import "server-only";
// The send-write job of a "send to all" (docs/decisions.md "The job queue"): one INSERT ... SELECT
// writes every account's notification, then the push batches are enqueued, all in one transaction
// that first takes the send out of "queued": a job run twice writes and enqueues once.
import { db } from "@/lib/db";
import { writeSendNotifications, type SendContent } from "@/lib/services/sends/write-notifications";

/** Room for 100,000 members' rows on a busy machine. */
const WRITE_TIMEOUT_MS = 120_000;

export async function writeSendToAll(sendId: number, now = new Date()): Promise<{ written: number; pushTotal: number }> {
  return db.$transaction(
    async (tx) => {
      const [send] = await tx.$queryRaw<SendContent[]>`
        SELECT "id", "title", "message", "sendPush", "scheduledFor", "dateCreated", "teamIds" FROM "NotificationSend"
        WHERE "id" = ${sendId} AND "status" = 'queued' FOR UPDATE`;
      if (!send) return { written: 0, pushTotal: 0 };
      return writeSendNotifications(tx, send, null, now);
    },
    { maxWait: 10_000, timeout: WRITE_TIMEOUT_MS },
  );
}
