import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { visibleWhere } from "@/lib/services/notifications/visible-where";

/** Deletes one of the caller's due notifications; anyone else's (or a hidden one) is 404. */
export async function deleteNotification(userId: number, id: number, now: Date): Promise<void> {
  const { count } = await db.notification.deleteMany({ where: { id, ...visibleWhere(userId, now) } });
  if (count === 0) throw notFound("Notification not found");
}
