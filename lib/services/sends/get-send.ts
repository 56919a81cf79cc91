import "server-only";
// GET /api/admin/sends/{id}: a send's progress (docs/decisions.md "The job queue"). Pushes sent and
// failed are counted from the delivery records (exact, however often a batch ran); removed
// subscriptions from the send's counter (their records go with them).
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

type Row = { id: number; status: SendStatus; recipients: number; pushTotal: number; pushRemoved: number; written: number; sent: number; failed: number };

export async function getSendProgress(scope: StaffScope, sendId: number): Promise<SendProgress> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT s."id", s."status", s."recipients", s."pushTotal", s."pushRemoved",
           (SELECT count(*)::int FROM "Notification" n WHERE n."sendId" = s."id") AS "written",
           COALESCE(d."sent", 0)::int AS "sent", COALESCE(d."failed", 0)::int AS "failed"
    FROM "NotificationSend" s
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE pd."status" = 'sent') AS "sent", count(*) FILTER (WHERE pd."status" = 'failed') AS "failed"
      FROM "Notification" n JOIN "PushDelivery" pd ON pd."notificationId" = n."id"
      WHERE n."sendId" = s."id"
    ) d ON s."pushTotal" > 0
    WHERE s."id" = ${sendId} AND ${sendInScope(scope)}`;
  if (!row) throw notFound("Send not found");
  return {
    id: row.id,
    status: row.status,
    recipients: row.recipients,
    notificationsWritten: row.written,
    pushTotal: row.pushTotal,
    pushSent: row.sent,
    pushFailed: row.failed,
    pushRemoved: row.pushRemoved,
  };
}
