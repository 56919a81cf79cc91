import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { visibleWhere } from "@/lib/services/notifications/visible-where";

/** Marks one of the caller's due notifications read; anyone else's (or a hidden one) is 404. */
export async function markNotificationRead(userId: number, id: number, now: Date): Promise<void> {
  const { count } = await db.notification.updateMany({ where: { id, ...visibleWhere(userId, now) }, data: { isRead: true } });
  if (count === 0) throw notFound("Notification not found");
}
