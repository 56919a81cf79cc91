import "server-only";
// POST /api/push/notify: a test push to the caller's own subscriptions (docs/product/notifications.md#push-messages messages).
// One attempt per subscription, answered at once: the service's answer is read by classifyPush
// (the push-batch job's rule) with a single attempt allowed, so a retryable answer is a failure
// here; a gone subscription (404/410, or an endpoint the rules refuse) is deleted.
import { db } from "@/lib/db";
import { logger } from "@/lib/log";
import { NOTIFY_LIMITS } from "@/lib/constants";
import { ApiError, notFound } from "@/lib/errors";
import { classifyPush } from "@/lib/domain/push-outcome";
import { PUSH_MESSAGES } from "@/lib/schemas/push";
import { vapidKeys, type VapidKeys } from "@/lib/services/push/vapid-keys";
import { attemptPush, endpointRefused, mapLimit, type Subscription } from "@/lib/services/push/push-transport";

export type PushResult = { subscriptions: number; sent: number; failed: number; removed: number };

/** The kind of one test push's answer: sent, gone (the subscription is deleted) or failed. */
async function pushOnce(sub: Subscription, message: { title: string; body: string; type: string }, vapid: VapidKeys) {
  if (endpointRefused(sub.endpoint)) return "gone";
  let status = 0;
  try {
    ({ status } = await attemptPush(sub, { ...message, url: "/dashboard" }, vapid));
  } catch (error) {
    logger.warn({ host: new URL(sub.endpoint).host, err: error instanceof Error ? error.message : String(error) }, "test push not answered");
  }
  return classifyPush(status, null, 1, { maxAttempts: 1, maxRetryAfterSeconds: 0, now: new Date() }).kind;
}

export async function sendTestPush(userId: number, message: { title: string; body: string; type: string }): Promise<PushResult> {
  const subs = await db.pushSubscription.findMany({ where: { userId }, select: { id: true, userId: true, endpoint: true, p256dh: true, auth: true } });
  const result: PushResult = { subscriptions: subs.length, sent: 0, failed: 0, removed: 0 };
  if (result.subscriptions === 0) throw notFound(PUSH_MESSAGES.noSubscription);
  const vapid = vapidKeys();
  if (!vapid) {
    logger.warn("VAPID keys are not set; test push skipped");
    result.failed = subs.length;
  } else {
    const kinds = await mapLimit(subs, NOTIFY_LIMITS.pushConcurrency, (sub) => pushOnce(sub, message, vapid));
    const gone = subs.filter((_, i) => kinds[i] === "gone").map((s) => s.id);
    result.sent = kinds.filter((k) => k === "sent").length;
    result.failed = kinds.length - result.sent - gone.length;
    if (gone.length) result.removed = (await db.pushSubscription.deleteMany({ where: { id: { in: gone } } })).count;
  }
  if (result.sent === 0 && result.removed === result.subscriptions) throw notFound(PUSH_MESSAGES.noSubscription);
  // Every push service refused: their failure, not ours (502, never a 500 that reads as a crash).
  if (result.sent === 0) throw new ApiError("bad_gateway", PUSH_MESSAGES.testFailed);
  return result;
}
