import "server-only";
// GET /api/notifications: the caller's due notifications, newest first (a scheduled one counts
// from its scheduled time), at most NOTIFY_LIMITS.memberList.
import { db } from "@/lib/db";
import { NOTIFY_LIMITS } from "@/lib/constants";
import type { NotificationDto } from "@/lib/schemas/notifications";
import { visibleSql } from "@/lib/services/notifications/visible-where";

type Row = Omit<NotificationDto, "scheduledFor" | "dateCreated"> & { scheduledFor: Date | null; dateCreated: Date };

export async function listNotifications(userId: number, now: Date): Promise<NotificationDto[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT "id", "userId", "title", "message", "isRead", "scheduledFor", "sendPush", "dateCreated"
    FROM "Notification"
    WHERE ${visibleSql(userId, now)}
    ORDER BY COALESCE("scheduledFor", "dateCreated") DESC, "id" DESC
    LIMIT ${NOTIFY_LIMITS.memberList}`;
  return rows.map((r) => ({ ...r, scheduledFor: r.scheduledFor?.toISOString() ?? null, dateCreated: r.dateCreated.toISOString() }));
}
