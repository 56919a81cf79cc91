import "server-only";
// GET /api/admin/notifications: every notification with its recipient's username, newest first
// (at most NOTIFY_LIMITS.adminList), for the Notification Message Center.
import { db } from "@/lib/db";
import { NOTIFY_LIMITS } from "@/lib/constants";
import type { AdminNotificationDto } from "@/lib/schemas/admin";

export async function listAllNotifications(): Promise<AdminNotificationDto[]> {
  const rows = await db.notification.findMany({
    orderBy: [{ dateCreated: "desc" }, { id: "desc" }],
    take: NOTIFY_LIMITS.adminList,
    select: {
      id: true,
      userId: true,
      title: true,
      message: true,
      isRead: true,
      scheduledFor: true,
      sendPush: true,
      deliveredAt: true,
      dateCreated: true,
      user: { select: { username: true } },
    },
  });
  return rows.map(({ user, scheduledFor, deliveredAt, dateCreated, ...n }) => ({
    ...n,
    username: user.username,
    scheduledFor: scheduledFor?.toISOString() ?? null,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    dateCreated: dateCreated.toISOString(),
  }));
}
