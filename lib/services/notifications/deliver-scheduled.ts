import "server-only";
// Cron: delivers scheduled notifications that have come due. One UPDATE claims them (deliveredAt
// set) and returns what it claimed; rows another tick is claiming right now are skipped
// (SKIP LOCKED) and rows it already claimed no longer match, so two ticks at once deliver each
// notification once. The claim commits before the push goes out: a push that fails is not retried
// (the notification is in the app either way).
import { db } from "@/lib/db";
import { sendPushToUsers } from "@/lib/services/push/send-push";

type Claimed = { id: number; userId: number; title: string; message: string; sendPush: boolean };

export async function deliverScheduledNotifications(now: Date): Promise<{ delivered: number; pushed: number }> {
  const claimed = await db.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT "id" FROM "Notification"
      WHERE "scheduledFor" <= ${now} AND "deliveredAt" IS NULL
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "Notification" n SET "deliveredAt" = ${now}
    FROM due WHERE n."id" = due."id" AND n."deliveredAt" IS NULL
    RETURNING n."id", n."userId", n."title", n."message", n."sendPush"`;
  const push = await sendPushToUsers(
    claimed
      .filter((n) => n.sendPush)
      .map((n) => ({ userId: n.userId, payload: { title: n.title, body: n.message, type: "notification", url: "/dashboard", tag: `notification-${n.id}` } })),
  );
  return { delivered: claimed.length, pushed: push.sent };
}
