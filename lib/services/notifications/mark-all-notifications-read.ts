import "server-only";
import { db } from "@/lib/db";
import { visibleWhere } from "@/lib/services/notifications/visible-where";

/** Marks every due, unread notification of the caller read. */
export async function markAllNotificationsRead(userId: number, now: Date): Promise<{ count: number }> {
  const { count } = await db.notification.updateMany({ where: { ...visibleWhere(userId, now), isRead: false }, data: { isRead: true } });
  return { count };
}
