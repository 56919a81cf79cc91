import "server-only";
// Cron: delivers scheduled notifications that have come due. One UPDATE claims them (deliveredAt
// set) and returns what it claimed; rows another tick is claiming right now are skipped
// (SKIP LOCKED) and rows it already claimed no longer match, so two ticks at once deliver each
// notification once. Their push goes on the queue in the same transaction as the claim
// (docs/decisions.md "The job queue").
import { Prisma } from "@/lib/generated/prisma/client";
import { enqueuePushFor } from "@/lib/services/push/enqueue-push";
import { queue } from "@/lib/queue/boss";
import { inTransaction } from "@/lib/services/shared/in-transaction";

export async function deliverScheduledNotifications(now: Date): Promise<{ delivered: number; pushed: number }> {
  await queue();
  return inTransaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ id: number; sendPush: boolean }[]>`
      WITH due AS (
        SELECT "id" FROM "Notification"
        WHERE "scheduledFor" <= ${now} AND "deliveredAt" IS NULL
        FOR UPDATE SKIP LOCKED
      )
      UPDATE "Notification" n SET "deliveredAt" = ${now}
      FROM due WHERE n."id" = due."id" AND n."deliveredAt" IS NULL
      RETURNING n."id", n."sendPush"`;
    const pushIds = claimed.filter((n) => n.sendPush).map((n) => n.id);
    const push = pushIds.length ? await enqueuePushFor(tx, Prisma.sql`n."id" = ANY(${pushIds}::int[])`, null) : { pushTotal: 0 };
    return { delivered: claimed.length, pushed: push.pushTotal };
  });
}
