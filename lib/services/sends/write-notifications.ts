import "server-only";
// The one write of a send's notifications (docs/decisions.md "The job queue"): the recipients'
// rows (a list of members, some teams' members, or every account), then the push batches when the send is due and
// pushes, then the send's counts and status. Both paths call it inside their transaction: the
// request for explicit recipients (start-send) and the send-write job for "all" (write-send).
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { enqueuePushFor } from "@/lib/services/push/enqueue-push";

/** `teamIds`: a send to some teams (docs/decisions.md "Teams and roles"); empty or absent: every account. */
export type SendContent = { id: number; title: string; message: string; sendPush: boolean; scheduledFor: Date | null; dateCreated: Date; teamIds?: number[] };

/** Writes the send's notifications to `userIds` (null: the send's teams, or every account); returns how many were written. */
export async function writeSendNotifications(tx: Tx, send: SendContent, userIds: number[] | null, now: Date): Promise<{ written: number; pushTotal: number }> {
  const dueNow = !send.scheduledFor || send.scheduledFor <= now;
  const only = userIds
    ? Prisma.sql`WHERE u."id" = ANY(${userIds}::int[])`
    : send.teamIds?.length ? Prisma.sql`WHERE u."teamId" = ANY(${send.teamIds}::int[])` : Prisma.empty;
  const written = await tx.$executeRaw`
    INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "scheduledFor", "deliveredAt", "dateCreated", "sendId")
    SELECT u."id", ${send.title}, ${send.message}, ${send.sendPush}, ${send.scheduledFor}::timestamp(3), ${dueNow ? now : null}::timestamp(3), ${send.dateCreated}::timestamp(3), ${send.id}
    FROM "User" u ${only}
    ON CONFLICT ("sendId", "userId") DO NOTHING`;
  const push = dueNow && send.sendPush ? await enqueuePushFor(tx, Prisma.sql`n."sendId" = ${send.id}`, send.id) : { pushTotal: 0, batches: 0 };
  await tx.$executeRaw`
    UPDATE "NotificationSend"
    SET "recipients" = ${written}, "pushTotal" = ${push.pushTotal}, "pushBatches" = ${push.batches},
        "status" = ${push.batches ? "delivering" : "done"}, "finishedAt" = ${push.batches ? null : now}::timestamp(3)
    WHERE "id" = ${send.id}`;
  return { written, pushTotal: push.pushTotal };
}
