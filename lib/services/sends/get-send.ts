import "server-only";
// GET /api/admin/sends/{id}: a send's progress (docs/decisions.md "The job queue"), read from the
// counts kept on the send: the write (in the request or the send-write job) sets the recipients in
// the transaction that writes their notifications, and the push-batch jobs add each answered push
// (deliver-batch). A poll reads one row, however large the send.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { SendProgress, SendStatus } from "@/lib/domain/send-progress";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StaffScope } from "@/lib/auth/staff-scope";

/**
 * A coach reaches a send to their teams, or to members who are all in their teams (a pick is at
 * most NOTIFY_LIMITS.bulkDelete notifications); never a send to everyone (docs/decisions.md "Teams and roles").
 */
function sendInScope(scope: StaffScope): Prisma.Sql {
  if (scope.teamIds === null) return Prisma.sql`TRUE`;
  return Prisma.sql`((s."audience" = 'team' AND s."teamIds" <@ ${scope.teamIds}::int[])
    OR (s."audience" = 'users' AND NOT EXISTS (SELECT 1 FROM "Notification" sn JOIN "User" su ON su."id" = sn."userId"
      WHERE sn."sendId" = s."id" AND NOT su."teamId" = ANY(${scope.teamIds}::int[]))))`;
}

type Row = { id: number; status: SendStatus; recipients: number; pushTotal: number; pushSent: number; pushFailed: number; pushRetrying: number; pushRemoved: number };

export async function getSendProgress(scope: StaffScope, sendId: number): Promise<SendProgress> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT s."id", s."status", s."recipients", s."pushTotal", s."pushSent", s."pushFailed", s."pushRetrying", s."pushRemoved"
    FROM "NotificationSend" s WHERE s."id" = ${sendId} AND ${sendInScope(scope)}`;
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
