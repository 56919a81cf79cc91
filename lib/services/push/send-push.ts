import "server-only";
// Sends Web Push messages (RFC 8291 aes128gcm, VAPID) to every subscription of the given
// members. web-push encrypts and signs; push-transport sends to the address it checked at send
// time (DNS rebinding), so the test suite's loopback receiver (http, PUSH_TEST_MODE) works like a
// real push service. A subscription answering 404 or 410 is gone for good and is deleted; one
// whose host resolves to a non-public address is refused (and kept: DNS may be wrong for a while).
import webpush from "web-push";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { NOTIFY_LIMITS } from "@/lib/constants";
import { endpointProblem } from "@/lib/schemas/push";
import type { PushPayload } from "@/lib/schemas/notifications";
import { vapidKeys, type VapidKeys } from "@/lib/services/push/vapid-keys";
import { sendPushRequestDetailed, type PushAnswer } from "@/lib/services/push/push-transport";
import { vapidHeaders } from "@/lib/services/push/vapid-jwt";
import { withHostSlot } from "@/lib/services/push/host-limiter";

export type PushMessage = { userId: number; payload: PushPayload };
export type PushResult = { subscriptions: number; sent: number; failed: number; removed: number };

export type Subscription = { id: number; userId: number; endpoint: string; p256dh: string; auth: string };
type Outcome = "sent" | "gone" | "failed";

/** A push message holds at most ~4 KB; the full text stays in the app. */
const PUSH_BODY_MAX = 1000;

/**
 * One push attempt: encrypted for the subscription, signed with the cached VAPID JWT, sent within the
 * push service's concurrency bound. Resolves with the service's answer; throws when there was none
 * (network error, timeout) or the endpoint is refused (RefusedAddressError).
 */
export async function attemptPush(sub: Subscription, payload: PushPayload, vapid: VapidKeys): Promise<PushAnswer> {
  const body = { ...payload, body: payload.body.slice(0, PUSH_BODY_MAX) };
  const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(body), {
    headers: vapidHeaders(sub.endpoint, vapid),
    TTL: 24 * 60 * 60,
    contentEncoding: "aes128gcm",
  });
  const host = new URL(sub.endpoint).host;
  return withHostSlot(host, () =>
    sendPushRequestDetailed(
      { endpoint: request.endpoint, method: request.method, headers: request.headers as Record<string, string>, body: request.body },
      { allowLoopback: env().PUSH_TEST_MODE === "1", timeoutMs: NOTIFY_LIMITS.pushTimeoutMs },
    ),
  );
}

/** A stored endpoint the rules no longer accept (checked at subscribe time; checked again in case the rules changed). */
export const endpointRefused = (endpoint: string) => endpointProblem(endpoint, env().PUSH_TEST_MODE === "1") !== null;

async function deliver(sub: Subscription, payload: PushPayload, vapid: VapidKeys): Promise<Outcome> {
  if (endpointRefused(sub.endpoint)) return "gone";
  try {
    const { status } = await attemptPush(sub, payload, vapid);
    if (status === 404 || status === 410) return "gone";
    if (status < 200 || status > 299) {
      console.warn(`[push] ${new URL(sub.endpoint).host} answered ${status}`);
      return "failed";
    }
    return "sent";
  } catch (error) {
    console.warn("[push] send failed:", error instanceof Error ? error.message : error);
    return "failed";
  }
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function sendPushToUsers(messages: PushMessage[]): Promise<PushResult> {
  const result: PushResult = { subscriptions: 0, sent: 0, failed: 0, removed: 0 };
  if (!messages.length) return result;
  const userIds = [...new Set(messages.map((m) => m.userId))];
  const subs = await db.pushSubscription.findMany({
    where: { userId: { in: userIds } },
    select: { id: true, userId: true, endpoint: true, p256dh: true, auth: true },
  });
  result.subscriptions = subs.length;
  if (!subs.length) return result;
  const vapid = vapidKeys();
  if (!vapid) {
    console.warn("[push] VAPID keys are not set; push skipped");
    result.failed = subs.length;
    return result;
  }
  const byUser = new Map<number, Subscription[]>();
  for (const sub of subs) byUser.set(sub.userId, [...(byUser.get(sub.userId) ?? []), sub]);
  const jobs = messages.flatMap((m) => (byUser.get(m.userId) ?? []).map((sub) => ({ sub, payload: m.payload })));
  const outcomes = await mapLimit(jobs, NOTIFY_LIMITS.pushConcurrency, (job) => deliver(job.sub, job.payload, vapid));
  const gone = new Set<number>();
  outcomes.forEach((outcome, i) => {
    if (outcome === "sent") result.sent++;
    else if (outcome === "failed") result.failed++;
    else gone.add(jobs[i].sub.id);
  });
  if (gone.size) result.removed = (await db.pushSubscription.deleteMany({ where: { id: { in: [...gone] } } })).count;
  return result;
}
