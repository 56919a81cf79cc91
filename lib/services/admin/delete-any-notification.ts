import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";

/** DELETE /api/admin/notifications/{id}: an admin removes any member's notification. */
export async function deleteAnyNotification(id: number): Promise<void> {
  const { count } = await db.notification.deleteMany({ where: { id } });
  if (count === 0) throw notFound("Notification not found");
}
