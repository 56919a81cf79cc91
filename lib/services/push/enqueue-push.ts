import "server-only";
// Enqueues the Web Push of notifications (docs/decisions.md "The job queue"): the notifications whose
// members have a subscription, cut into push-batch jobs of about PUSH_BATCH_SUBSCRIPTIONS
// subscriptions (a member's subscriptions stay in one batch). Called inside the transaction that
// wrote or claimed the notifications, so the jobs commit with them.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { queue, txDb } from "@/lib/queue/boss";
import { jobData, PUSH_BATCH_SUBSCRIPTIONS, QUEUES } from "@/lib/queue/queues";
import { cutBatches } from "@/lib/domain/push-batches";

/**
 * Enqueues the push of the notifications `where` selects (a condition on "Notification" n), in the
 * transaction `tx`. Resolves with the number of subscriptions to push and of batch jobs.
 */
export async function enqueuePushFor(tx: Tx, where: Prisma.Sql, sendId: number | null): Promise<{ pushTotal: number; batches: number }> {
  const rows = await tx.$queryRaw<{ id: number; subs: number }[]>`
    SELECT n."id", count(s."id")::int AS subs
    FROM "Notification" n JOIN "PushSubscription" s ON s."userId" = n."userId"
    WHERE ${where}
    GROUP BY n."id" ORDER BY n."id"`;
  if (!rows.length) return { pushTotal: 0, batches: 0 };
  const batches = cutBatches(rows, PUSH_BATCH_SUBSCRIPTIONS);
  const boss = await queue();
  await boss.insert(
    QUEUES.pushBatch,
    batches.map((notificationIds) => ({ data: jobData(QUEUES.pushBatch, { notificationIds, sendId, attempt: 1 }) })),
    { db: txDb(tx) },
  );
  return { pushTotal: rows.reduce((sum, r) => sum + r.subs, 0), batches: batches.length };
}
