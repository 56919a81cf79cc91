import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { StaffScope } from "@/lib/auth/staff-scope";

/** DELETE /api/admin/notifications/{id}: the owner removes any member's notification, a coach one of their teams' members'. */
export async function deleteAnyNotification(scope: StaffScope, id: number): Promise<void> {
  const { count } = await db.notification.deleteMany({ where: { id, ...(scope.teamIds === null ? {} : { user: { teamId: { in: scope.teamIds } } }) } });
  if (count === 0) throw notFound("Notification not found");
}
