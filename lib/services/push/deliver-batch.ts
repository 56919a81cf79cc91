import "server-only";
// The push-batch job (docs/decisions.md "The job queue"): pushes a batch of notifications to their
// members' subscriptions, at most PUSH_JOB_CONCURRENCY at once, and records each push as it is
// answered (PushDelivery). A batch run again (a worker killed, a job retried) skips every push
// recorded as sent or failed, so it repeats at most the pushes that were in flight. 404/410 delete
// the subscription; 429/503/5xx/no answer are pushed again by a follow-up job after Retry-After;
// the records are written a group at a time (deliveryRecorder);
// other 4xx are recorded as failed. Each subscription keeps its last success and failure.
import { db } from "@/lib/db";
import { logger } from "@/lib/log";
import { classifyPush, type PushOutcome } from "@/lib/domain/push-outcome";
import { notificationKind } from "@/lib/domain/notification-kind";
import type { PushPayload } from "@/lib/schemas/notifications";
import { queue } from "@/lib/queue/boss";
import { jobData, PUSH_JOB_CONCURRENCY, PUSH_MAX_ATTEMPTS, PUSH_RETRY_AFTER_MAX_S, QUEUES, type JobData } from "@/lib/queue/queues";
import { attemptPush, endpointRefused, mapLimit, RefusedAddressError } from "@/lib/services/push/push-transport";
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

/** A push-batch job's payload (its version is the worker's concern). */
type PushBatchData = Omit<JobData<typeof QUEUES.pushBatch>, "v">;

export type BatchResult = { sent: number; failed: number; removed: number; retry: number };

/** What the push carries: the reminder's own payload, or the notification's. */
function payloadOf(row: Row): PushPayload {
  if (notificationKind(row.dedupeKey) === "reminders") return { title: row.title, body: row.message, type: "reminder", url: "/dashboard#mindset", tag: "mindset-reminder" };
  // A coach's notice of a member's message opens the Inbox (docs/decisions.md "Conversations").
  if (notificationKind(row.dedupeKey) === "messages") return { title: row.title, body: row.message, type: "notification", url: "/admin?tab=inbox", tag: `notification-${row.notificationId}` };
  return { title: row.title, body: row.message, type: "notification", url: "/dashboard", tag: `notification-${row.notificationId}` };
}

type Answered = { row: Row; outcome: PushOutcome | { kind: "gone" }; attempt: number };

/**
 * Writes the answered pushes of one flush in one statement: a delivery record per (notification,
 * subscription) and the subscription's last success or failure; a gone subscription is deleted.
 * The send's counts (sent, failed, retrying, devices gone) are kept on the send in the same
 * statement, from the records that changed: a record is only ever written new or over a "retry",
 * so a push answered twice (a batch run again, two runs at once) counts once.
 */
async function writeRecords(answered: Answered[], sendId: number | null, now: Date) {
  const kept = answered.filter((a) => a.outcome.kind !== "gone");
  const gone = answered.filter((a) => a.outcome.kind === "gone").map((a) => a.row.subscriptionId);
  await db.$executeRaw`
    WITH input AS (
      SELECT * FROM unnest(${kept.map((a) => a.row.notificationId)}::int[], ${kept.map((a) => a.row.subscriptionId)}::int[],
                           ${kept.map((a) => a.outcome.kind)}::text[], ${kept.map((a) => ("status" in a.outcome ? a.outcome.status : 0))}::int[],
                           ${kept.map((a) => a.attempt)}::int[]) AS i("notificationId", "subscriptionId", "status", "httpStatus", "attempts")
    ),
    del AS (DELETE FROM "PushSubscription" WHERE "id" = ANY(${gone}::int[]) RETURNING "id"),
    d AS (
      INSERT INTO "PushDelivery" ("notificationId", "subscriptionId", "status", "httpStatus", "attempts", "updatedAt")
      SELECT "notificationId", "subscriptionId", "status", "httpStatus", "attempts", ${now} FROM input
      ON CONFLICT ("notificationId", "subscriptionId") DO UPDATE
        SET "status" = EXCLUDED."status", "httpStatus" = EXCLUDED."httpStatus", "attempts" = EXCLUDED."attempts", "updatedAt" = EXCLUDED."updatedAt"
        WHERE "PushDelivery"."status" = 'retry'
      RETURNING "status", (xmax = 0) AS "inserted"
    ),
    counts AS (
      UPDATE "NotificationSend" SET
        "pushSent" = "pushSent" + (SELECT count(*) FROM d WHERE d."status" = 'sent')::int,
        "pushFailed" = "pushFailed" + (SELECT count(*) FROM d WHERE d."status" = 'failed')::int,
        "pushRetrying" = GREATEST(0, "pushRetrying"
          + (SELECT count(*) FROM d WHERE d."status" = 'retry' AND d."inserted")::int
          - (SELECT count(*) FROM d WHERE d."status" <> 'retry' AND NOT d."inserted")::int),
        "pushRemoved" = "pushRemoved" + (SELECT count(*) FROM del)::int
      WHERE "id" = ${sendId}
    )
    UPDATE "PushSubscription" s
    SET "lastSuccessAt" = CASE WHEN i."status" = 'sent' THEN ${now}::timestamp(3) ELSE s."lastSuccessAt" END,
        "lastFailureAt" = CASE WHEN i."status" = 'sent' THEN s."lastFailureAt" ELSE ${now}::timestamp(3) END
    FROM input i WHERE s."id" = i."subscriptionId"`;
}

/**
 * The job's delivery records, written in groups: an answered push waits for the statement that
 * records it, and pushes answered while one statement runs go into the next. A push holds its
 * place among the job's PUSH_JOB_CONCURRENCY until it is recorded, so a worker killed at any
 * moment leaves at most that many pushes sent and not recorded (they are sent again).
 */
function deliveryRecorder(sendId: number | null) {
  let pending: (Answered & { done: () => void; fail: (error: unknown) => void })[] = [];
  let writing = false;
  const writeNext = () => {
    if (writing || !pending.length) return;
    const group = pending;
    pending = [];
    writing = true;
    writeRecords(group, sendId, new Date())
      .then(() => group.forEach((a) => a.done()), (error: unknown) => group.forEach((a) => a.fail(error)))
      .finally(() => {
        writing = false;
        writeNext();
      });
  };
  return (answered: Answered) =>
    new Promise<void>((done, fail) => {
      pending.push({ ...answered, done, fail });
      writeNext();
    });
}

async function pushOne(row: Row, record: ReturnType<typeof deliveryRecorder>): Promise<PushOutcome | { kind: "gone" }> {
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
  await record({ row, outcome, attempt });
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
  const record = deliveryRecorder(data.sendId);
  const outcomes = await mapLimit(rows, PUSH_JOB_CONCURRENCY, (row) => pushOne(row, record));
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
    await boss.send(QUEUES.pushBatch, jobData(QUEUES.pushBatch, { notificationIds: [...retryIds], sendId: data.sendId, attempt: data.attempt + 1 }), { startAfter: retryAfter });
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
