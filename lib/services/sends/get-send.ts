import "server-only";
// GET /api/admin/sends/{id}: a send's progress (docs/decisions.md "The job queue"), read from the
// counts kept on the send: the write (in the request or the send-write job) sets the recipients in
// the transaction that writes their notifications, and the push-batch jobs add each answered push
// (deliver-batch). A poll reads one row, however large the send.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { SendProgress, SendStatus } from "@/lib/domain/send-progress";

type Row = { id: number; status: SendStatus; recipients: number; pushTotal: number; pushSent: number; pushFailed: number; pushRetrying: number; pushRemoved: number };

export async function getSendProgress(sendId: number): Promise<SendProgress> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT "id", "status", "recipients", "pushTotal", "pushSent", "pushFailed", "pushRetrying", "pushRemoved"
    FROM "NotificationSend" WHERE "id" = ${sendId}`;
  if (!row) throw notFound("Send not found");
  return {
    id: row.id,
    status: row.status,
    recipients: row.recipients,
    // Written with the recipients, in one transaction: none while queued, all of them after.
    notificationsWritten: row.status === "queued" ? 0 : row.recipients,
    pushTotal: row.pushTotal,
    pushSent: row.pushSent,
    pushFailed: row.pushFailed,
    pushRetrying: row.pushRetrying,
    pushRemoved: row.pushRemoved,
  };
}
