import "server-only";
// Cron: the mindset reminders at 9AM, 1PM and 5PM in each member's time zone (docs/product/notifications.md#mindset-reminders),
// to members who have not finished all three exercises on a journal page of
// that local date. The due slot is computed per distinct time zone; one INSERT ... SELECT
// writes every reminder, and the (userId, dedupeKey) unique key keeps it to one per member,
// slot and date however many ticks run. Members with a push subscription also get a push, put
// on the queue in the same transaction (docs/decisions.md "The job queue").
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { dueReminderSlot, MINDSET_REMINDER, reminderDedupeKey } from "@/lib/domain/notifications";
import { enqueuePushFor } from "@/lib/services/push/enqueue-push";
import { queue } from "@/lib/queue/boss";
import { inTransaction } from "@/lib/services/shared/in-transaction";

export async function sendMindsetReminders(now: Date): Promise<{ reminded: number; pushed: number }> {
  const zones = await db.$queryRaw<{ timeZone: string }[]>`SELECT DISTINCT "timeZone" FROM "User" WHERE NOT "isAdmin"`;
  const due = zones.flatMap(({ timeZone }) => {
    const slot = dueReminderSlot(now, timeZone);
    return slot ? [Prisma.sql`(${timeZone}, ${slot.date}::date, ${reminderDedupeKey(slot)})`] : [];
  });
  if (!due.length) return { reminded: 0, pushed: 0 };
  await queue();
  return inTransaction(async (tx) => {
  const inserted = await tx.$queryRaw<{ id: number; userId: number; sendPush: boolean }[]>`
    INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "deliveredAt", "dedupeKey", "dateCreated")
    SELECT u."id", ${MINDSET_REMINDER.title}, ${MINDSET_REMINDER.message},
           EXISTS (SELECT 1 FROM "PushSubscription" s WHERE s."userId" = u."id"), ${now}, slot.key, ${now}
    FROM "User" u
    JOIN (VALUES ${Prisma.join(due)}) AS slot(zone, day, key) ON slot.zone = u."timeZone"
    WHERE NOT u."isAdmin"
      AND NOT EXISTS (
        SELECT 1 FROM "JournalPage" p JOIN "Mindset" m ON m."pageId" = p."id"
        WHERE p."userId" = u."id" AND p."date" = slot.day
          AND m."isVisualizationCompleted" AND m."isSelfTalkCompleted" AND m."isFocusCompleted")
    ON CONFLICT ("userId", "dedupeKey") DO NOTHING
    RETURNING "id", "userId", "sendPush"`;
  const pushIds = inserted.filter((n) => n.sendPush).map((n) => n.id);
  const push = pushIds.length ? await enqueuePushFor(tx, Prisma.sql`n."id" = ANY(${pushIds}::int[])`, null) : { pushTotal: 0 };
  return { reminded: inserted.length, pushed: push.pushTotal };
  });
}
