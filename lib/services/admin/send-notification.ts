import "server-only";
// POST /api/admin/send-notification: one notification to one account. Due now (no schedule, or
// a time already past): delivered at once, with a push when asked. Scheduled: the cron tick
// delivers it when due.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { NotificationDto } from "@/lib/schemas/notifications";
import type { SendNotificationInput } from "@/lib/schemas/admin";
import { sendPushToUsers } from "@/lib/services/push/send-push";

export async function sendNotification(input: SendNotificationInput, now: Date): Promise<NotificationDto> {
  const recipient = await db.user.findUnique({ where: { id: input.userId }, select: { id: true } });
  if (!recipient) throw notFound("User not found");
  const dueNow = !input.scheduledFor || input.scheduledFor <= now;
  const n = await db.notification.create({
    data: {
      userId: input.userId,
      title: input.title,
      message: input.message,
      sendPush: input.sendPush,
      scheduledFor: input.scheduledFor,
      deliveredAt: dueNow ? now : null,
      dateCreated: now,
    },
    select: { id: true, userId: true, title: true, message: true, isRead: true, scheduledFor: true, sendPush: true, dateCreated: true },
  });
  if (dueNow && input.sendPush) {
    await sendPushToUsers([{ userId: n.userId, payload: { title: n.title, body: n.message, type: "notification", url: "/dashboard", tag: `notification-${n.id}` } }]);
  }
  return { ...n, scheduledFor: n.scheduledFor?.toISOString() ?? null, dateCreated: n.dateCreated.toISOString() };
}
