import "server-only";
// POST /api/admin/send-notification-to-all: one set-based INSERT ... SELECT writes a
// notification for every account (not a request or a query per user). Due now with push: every
// subscription is pushed at once; scheduled: the cron tick delivers them.
import { db } from "@/lib/db";
import type { NotificationContent } from "@/lib/schemas/admin";
import { sendPushToUsers } from "@/lib/services/push/send-push";

export async function sendNotificationToAll(input: NotificationContent, now: Date): Promise<{ count: number }> {
  const dueNow = !input.scheduledFor || input.scheduledFor <= now;
  const count = await db.$executeRaw`
    INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "scheduledFor", "deliveredAt", "dateCreated")
    SELECT "id", ${input.title}, ${input.message}, ${input.sendPush}, ${input.scheduledFor}::timestamp(3), ${dueNow ? now : null}::timestamp(3), ${now}::timestamp(3)
    FROM "User"`;
  if (dueNow && input.sendPush) {
    const subscribers = await db.pushSubscription.findMany({ distinct: ["userId"], select: { userId: true } });
    await sendPushToUsers(subscribers.map(({ userId }) => ({ userId, payload: { title: input.title, body: input.message, type: "notification", url: "/dashboard" } })));
  }
  return { count };
}
