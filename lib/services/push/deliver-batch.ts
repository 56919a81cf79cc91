import "server-only";
// The push-batch job (docs/decisions.md "The job queue"): pushes a batch of notifications to their
// members' subscriptions, at most PUSH_JOB_CONCURRENCY at once, and records each push as it is
// answered (PushDelivery). A batch run again (a worker killed, a job retried) skips every push
// recorded as sent or failed, so it repeats at most the pushes that were in flight. 404/410 delete
// the subscription; 429/503/5xx/no answer are pushed again by a follow-up job after Retry-After;
// other 4xx are recorded as failed. Each subscription keeps its last success and failure.
import { db } from "@/lib/db";
import { logger } from "@/lib/log";
import { classifyPush, type PushOutcome } from "@/lib/domain/push-outcome";
import { notificationKind } from "@/lib/domain/notification-kind";
import type { PushPayload } from "@/lib/schemas/notifications";
import { queue } from "@/lib/queue/boss";
import { PUSH_JOB_CONCURRENCY, PUSH_MAX_ATTEMPTS, PUSH_RETRY_AFTER_MAX_S, QUEUES } from "@/lib/queue/queues";
import type { PushBatchData } from "@/lib/services/push/enqueue-push";
import { attemptPush, endpointRefused, mapLimit } from "@/lib/services/push/send-push";
import { RefusedAddressError } from "@/lib/services/push/push-transport";
import { vapidKeys } from "@/lib/services/push/vapid-keys";
import { countPushOutcome } from "@/lib/queue/metrics";

type Row = {
  notificationId: number;
  userId: number;
  title: string;
  message: string;
  dedupeKey: string | null;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  attempts: number;
};

export type BatchResult = { sent: number; failed: number; removed: number; retry: number };

/** What the push carries: the reminder's own payload, or the notification's. */
function payloadOf(row: Row): PushPayload {
  if (notificationKind(row.dedupeKey) === "reminders") return { title: row.title, body: row.message, type: "reminder", url: "/dashboard#mindset", tag: "mindset-reminder" };
  return { title: row.title, body: row.message, type: "notification", url: "/dashboard", tag: `notification-${row.notificationId}` };
}

async function record(row: Row, outcome: PushOutcome | { kind: "gone" }, sendId: number | null, attempt: number, now: Date) {
  if (outcome.kind === "gone") {
    await db.$executeRaw`
      WITH del AS (DELETE FROM "PushSubscription" WHERE "id" = ${row.subscriptionId} RETURNING "id")
      UPDATE "NotificationSend" SET "pushRemoved" = "pushRemoved" + (SELECT count(*) FROM del)::int WHERE "id" = ${sendId}`;
    return;
  }
  const success = outcome.kind === "sent";
  await db.$executeRaw`
    WITH d AS (
      INSERT INTO "PushDelivery" ("notificationId", "subscriptionId", "status", "httpStatus", "attempts", "updatedAt")
      VALUES (${row.notificationId}, ${row.subscriptionId}, ${outcome.kind}, ${outcome.status}, ${attempt}, ${now})
      ON CONFLICT ("notificationId", "subscriptionId") DO UPDATE
        SET "status" = EXCLUDED."status", "httpStatus" = EXCLUDED."httpStatus", "attempts" = EXCLUDED."attempts", "updatedAt" = EXCLUDED."updatedAt")
    UPDATE "PushSubscription"
    SET "lastSuccessAt" = CASE WHEN ${success} THEN ${now}::timestamp(3) ELSE "lastSuccessAt" END,
        "lastFailureAt" = CASE WHEN ${success} THEN "lastFailureAt" ELSE ${now}::timestamp(3) END
    WHERE "id" = ${row.subscriptionId}`;
}

async function pushOne(row: Row, sendId: number | null): Promise<PushOutcome | { kind: "gone" }> {
  const vapid = vapidKeys();
  const attempt = row.attempts + 1;
  let outcome: PushOutcome | { kind: "gone" };
  if (endpointRefused(row.endpoint)) outcome = { kind: "gone" };
  else if (!vapid) outcome = { kind: "failed", status: 0 };
  else {
    let status = 0;
    let retryAfter: string | null = null;
    try {
      ({ status, retryAfter } = await attemptPush({ ...row, id: row.subscriptionId }, payloadOf(row), vapid));
    } catch (error) {
      // A host that resolves to a non-public address: refused, kept (DNS may be wrong for a while), not retried.
      if (error instanceof RefusedAddressError) status = -1;
      else logger.warn({ host: new URL(row.endpoint).host, err: error instanceof Error ? error.message : String(error) }, "push not answered");
    }
    outcome = status === -1 ? { kind: "failed", status: 0 } : classifyPush(status, retryAfter, attempt, { maxAttempts: PUSH_MAX_ATTEMPTS, maxRetryAfterSeconds: PUSH_RETRY_AFTER_MAX_S, now: new Date() });
  }
  await record(row, outcome, sendId, attempt, new Date());
  countPushOutcome(outcome.kind);
  return outcome;
}

/** Runs one push-batch job. */
export async function deliverPushBatch(data: PushBatchData): Promise<BatchResult> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT n."id" AS "notificationId", n."userId", n."title", n."message", n."dedupeKey",
           s."id" AS "subscriptionId", s."endpoint", s."p256dh", s."auth", COALESCE(d."attempts", 0)::int AS "attempts"
    FROM "Notification" n
    JOIN "PushSubscription" s ON s."userId" = n."userId"
    LEFT JOIN "PushDelivery" d ON d."notificationId" = n."id" AND d."subscriptionId" = s."id"
    WHERE n."id" = ANY(${data.notificationIds}::int[]) AND (d."status" IS NULL OR d."status" = 'retry')
    ORDER BY n."id", s."id"`;
  if (rows.length && !vapidKeys()) logger.warn("VAPID keys are not set; pushes recorded as failed");
  const outcomes = await mapLimit(rows, PUSH_JOB_CONCURRENCY, (row) => pushOne(row, data.sendId));
  const result: BatchResult = { sent: 0, failed: 0, removed: 0, retry: 0 };
  let retryAfter = 0;
  const retryIds = new Set<number>();
  outcomes.forEach((o, i) => {
    if (o.kind === "sent") result.sent++;
    else if (o.kind === "failed") result.failed++;
    else if (o.kind === "gone") result.removed++;
    else {
      result.retry++;
      retryAfter = Math.max(retryAfter, o.afterSeconds);
      retryIds.add(rows[i].notificationId);
    }
  });
  if (retryIds.size) {
    // The pushes a service asked to have again later: one follow-up job after the longest Retry-After.
    const boss = await queue();
    await boss.send(QUEUES.pushBatch, { notificationIds: [...retryIds], sendId: data.sendId, attempt: data.attempt + 1 } satisfies PushBatchData, { startAfter: retryAfter });
  } else if (data.sendId !== null) {
    await finishBatch(data.sendId);
  }
  return result;
}

/** One of the send's push batches has nothing left to push; the last one marks the send done. */
async function finishBatch(sendId: number) {
  const now = new Date();
  await db.$executeRaw`
    UPDATE "NotificationSend"
    SET "pushBatches" = GREATEST("pushBatches" - 1, 0),
        "status" = CASE WHEN "pushBatches" <= 1 THEN 'done' ELSE "status" END,
        "finishedAt" = CASE WHEN "pushBatches" <= 1 THEN ${now}::timestamp(3) ELSE "finishedAt" END
    WHERE "id" = ${sendId} AND "status" = 'delivering'`;
}
