import "server-only";
// POST /api/admin/send-notification: one notification to one account, through the one send path
// (startNotificationSend). Due now (no schedule, or a time already past): delivered at once, its
// push on the queue. Scheduled: the cron tick delivers it when due. The same Idempotency-Key again
// answers the same notification.
import { db } from "@/lib/db";
import type { NotificationDto } from "@/lib/schemas/notifications";
import type { SendNotificationInput } from "@/lib/schemas/admin";
import { startNotificationSend } from "@/lib/services/sends/start-send";
import { assertMembersInScope, type StaffScope } from "@/lib/auth/staff-scope";

export async function sendNotification(scope: StaffScope, input: SendNotificationInput, idempotencyKey: string, now: Date): Promise<NotificationDto & { sendId: number }> {
  const { userId, ...content } = input;
  await assertMembersInScope(scope, [userId]);
  const { sendId } = await startNotificationSend({ ...content, recipients: [userId], idempotencyKey, senderId: scope.userId }, now);
  const n = await db.notification.findFirstOrThrow({
    where: { sendId },
    select: { id: true, userId: true, title: true, message: true, isRead: true, scheduledFor: true, sendPush: true, dateCreated: true },
  });
  return { ...n, scheduledFor: n.scheduledFor?.toISOString() ?? null, dateCreated: n.dateCreated.toISOString(), sendId };
}
