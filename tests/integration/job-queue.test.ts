// The job queue (docs/decisions.md "The job queue"): idempotent sends answered at once and written
// and pushed by jobs, delivery records that keep a retried batch from pushing twice, push services
// answered as they ask (Retry-After, 404/410, other 4xx), delivery health, the cron tick enqueued
// once when called twice at once, and the workers' graceful stop.
import { POST as sendOne } from "@/app/api/admin/send-notification/route";
import { POST as sendAll } from "@/app/api/admin/send-notification-to-all/route";
import { GET as getSend } from "@/app/api/admin/sends/[id]/route";
import { POST as tick } from "@/app/api/cron/tick/route";
import { POST as subscribe } from "@/app/api/push/subscribe/route";
import { db } from "@/lib/db";
import { queue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { startWorkers, stopWorkers } from "@/lib/worker/workers";
import { deliverPushBatch } from "@/lib/services/push/deliver-batch";
import { sendProgressDtoSchema } from "@/lib/schemas/admin";
import { call, createMember } from "@/tests/support/api";
import { setUpPush } from "@/tests/support/push-setup";
import type { TestSubscription } from "@/tests/support/push-receiver";

const { receiver } = setUpPush();
const content = { title: "News", message: "For everyone", sendPush: true, scheduledFor: null };

async function subscribed(opts: Parameters<typeof receiver.subscription>[0] = {}) {
  const m = await createMember();
  const sub = receiver.subscription(opts);
  expect((await call(subscribe, { cookie: m.cookie, body: { endpoint: sub.endpoint, keys: sub.keys } })).status).toBeLessThan(300);
  const row = await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } });
  return { ...m, sub, subscriptionId: row.id };
}

/** Jobs of a queue by state, straight from pg-boss's table. */
async function jobs(name: string) {
  await queue();
  return db.$queryRaw<{ state: string; data: { notificationIds?: number[]; attempt?: number }; start_after: Date }[]>`
    SELECT state::text AS state, data, start_after FROM pgboss.job WHERE name = ${name} ORDER BY created_on`;
}

const progress = async (admin: { cookie: string }, sendId: number) => sendProgressDtoSchema.parse((await call(getSend, { cookie: admin.cookie, params: { id: String(sendId) } })).json);

describe("send to all", () => {
  it("answers 202 at once; three attempts with one key write each member's notification once and push it once", async () => {
    const admin = await createMember({ isAdmin: true });
    const a = await subscribed();
    const b = await subscribed();
    const users = await db.user.count();
    const key = "submission-3f9a";
    const attempts = await Promise.all([1, 2, 3].map(() => call(sendAll, { cookie: admin.cookie, body: content, headers: { "Idempotency-Key": key } })));
    for (const res of attempts) {
      expect(res.status).toBe(202);
      expect(res.json).toEqual({ success: true, sendId: attempts[0].json.sendId, count: users });
    }
    const sendId = attempts[0].json.sendId;
    expect(await db.notification.count({ where: { title: "News" } })).toBe(0);
    expect(await progress(admin, sendId)).toMatchObject({ status: "queued", recipients: users, notificationsWritten: 0 });

    await runQueuedJobs();
    // A later retry of the same submission changes nothing either.
    expect((await call(sendAll, { cookie: admin.cookie, body: content, headers: { "Idempotency-Key": key } })).json.sendId).toBe(sendId);
    await runQueuedJobs();

    expect(await db.notification.count({ where: { title: "News" } })).toBe(users);
    expect(await db.notificationSend.count()).toBe(1);
    for (const m of [a, b]) {
      expect(m.sub.received).toHaveLength(1);
      expect(m.sub.received[0].payload).toMatchObject({ title: "News", body: "For everyone", type: "notification" });
    }
    expect(await progress(admin, sendId)).toEqual({ id: sendId, status: "done", recipients: users, notificationsWritten: users, pushTotal: 2, pushSent: 2, pushFailed: 0, pushRetrying: 0, pushRemoved: 0 });
    // The counts are kept on the send: a member deleting their notification does not change what was delivered.
    await db.notification.deleteMany({ where: { userId: a.user.id, sendId } });
    expect(await progress(admin, sendId)).toMatchObject({ notificationsWritten: users, pushSent: 2 });
  });

  it("keeps the send's push counts as the jobs answer: retried, then sent, each push counted once", async () => {
    const admin = await createMember({ isAdmin: true });
    const slow = await subscribed({ status: 503, retryAfter: "1" });
    const res = await call(sendOne, { cookie: admin.cookie, body: { ...content, userId: slow.user.id }, headers: { "Idempotency-Key": "counts-1" } });
    expect(res.status).toBe(202);
    const sendId = res.json.sendId as number;
    const [n] = await db.notification.findMany({ where: { sendId }, select: { id: true } });
    const data = { notificationIds: [n.id], sendId, attempt: 1 };
    await deliverPushBatch(data);
    expect(await progress(admin, sendId)).toMatchObject({ status: "delivering", notificationsWritten: 1, pushTotal: 1, pushSent: 0, pushFailed: 0, pushRetrying: 1 });
    // Run again while still refused: the retry is not counted twice.
    await deliverPushBatch({ ...data, attempt: 2 });
    expect(await progress(admin, sendId)).toMatchObject({ pushRetrying: 1, pushSent: 0 });
    slow.sub.status = 201;
    await deliverPushBatch({ ...data, attempt: 3 });
    await deliverPushBatch({ ...data, attempt: 4 });
    expect(await progress(admin, sendId)).toMatchObject({ pushRetrying: 0, pushSent: 1, pushFailed: 0 });
    // The batches were run by hand here: their queued jobs go, so later tests see only their own.
    await db.$executeRaw`DELETE FROM pgboss.job WHERE name = ${QUEUES.pushBatch} AND (data->>'sendId')::int = ${sendId}`;
  });

  it("answers the spec's 400 messages before anything is stored or queued", async () => {
    const admin = await createMember({ isAdmin: true });
    const queued = (await jobs(QUEUES.sendWrite)).length;
    const res = await call(sendAll, { cookie: admin.cookie, body: { ...content, title: " " }, headers: { "Idempotency-Key": "k1" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("Title and message are required");
    const badKey = await call(sendAll, { cookie: admin.cookie, body: content, headers: { "Idempotency-Key": "no spaces allowed" } });
    expect(badKey.status).toBe(400);
    expect(badKey.json.message).toMatch(/Idempotency-Key/);
    expect(await db.notificationSend.count({ where: { senderId: admin.user.id } })).toBe(0);
    expect((await jobs(QUEUES.sendWrite)).length).toBe(queued);
  });

  it("GET of a send is for admins, and 404 for an unknown one", async () => {
    const admin = await createMember({ isAdmin: true });
    const member = await createMember();
    expect((await call(getSend, { cookie: member.cookie, params: { id: "1" } })).status).toBe(403);
    expect((await call(getSend, { params: { id: "1" } })).status).toBe(401);
    const missing = await call(getSend, { cookie: admin.cookie, params: { id: "999999" } });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Send not found");
    expect((await call(getSend, { cookie: admin.cookie, params: { id: "abc" } })).status).toBe(400);
  });
});

describe("single sends", () => {
  it("three attempts with one key store one notification and push once", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await subscribed();
    const body = { ...content, userId: m.user.id, title: "Just you" };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await call(sendOne, { cookie: admin.cookie, body, headers: { "Idempotency-Key": "single-1:7" } }));
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.json).toMatchObject({ id: answers[0].json.id, sendId: answers[0].json.sendId, userId: m.user.id, title: "Just you" });
    }
    expect(await db.notification.count({ where: { userId: m.user.id } })).toBe(1);
    await runQueuedJobs();
    expect(m.sub.received).toHaveLength(1);
    expect(m.sub.received[0].payload).toMatchObject({ title: "Just you", tag: `notification-${answers[0].json.id}` });
  });
});

describe("push delivery", () => {
  async function oneNotificationFor(userId: number) {
    return db.notification.create({ data: { userId, title: "t", message: "m", sendPush: true, deliveredAt: new Date() } });
  }

  it("a batch run again after a crash skips the pushes it recorded, with one delivery record each", async () => {
    const members = [await subscribed(), await subscribed(), await subscribed()];
    const ns = await Promise.all(members.map((m) => oneNotificationFor(m.user.id)));
    // The crashed run had pushed the first member and recorded it.
    await db.pushDelivery.create({ data: { notificationId: ns[0].id, subscriptionId: members[0].subscriptionId, status: "sent", httpStatus: 201 } });
    const data = { notificationIds: ns.map((n) => n.id), sendId: null, attempt: 1 };
    expect(await deliverPushBatch(data)).toEqual({ sent: 2, failed: 0, removed: 0, retry: 0 });
    expect(await deliverPushBatch(data)).toEqual({ sent: 0, failed: 0, removed: 0, retry: 0 });
    expect(members.map((m) => m.sub.hits)).toEqual([0, 1, 1]);
    expect(await db.pushDelivery.count({ where: { notificationId: { in: ns.map((n) => n.id) } } })).toBe(3);
  });

  it("honours Retry-After: 429 and 503 are pushed again by a job that waits, then delivered", async () => {
    const slow = await subscribed({ status: 429, retryAfter: "120" });
    const busy = await subscribed({ status: 503, retryAfter: "30" });
    const ns = [await oneNotificationFor(slow.user.id), await oneNotificationFor(busy.user.id)];
    const before = Date.now();
    expect(await deliverPushBatch({ notificationIds: ns.map((n) => n.id), sendId: null, attempt: 1 })).toMatchObject({ retry: 2 });
    const followUps = (await jobs(QUEUES.pushBatch)).filter((j) => j.data.attempt === 2);
    expect(followUps).toHaveLength(1);
    expect(followUps[0].data.notificationIds!.sort()).toEqual(ns.map((n) => n.id).sort());
    // Not before the longest Retry-After.
    expect(followUps[0].start_after.getTime()).toBeGreaterThanOrEqual(before + 119_000);
    expect(await runQueuedJobs()).toMatchObject({ [QUEUES.pushBatch]: 0 });
    expect(await db.pushDelivery.findMany({ where: { notificationId: { in: ns.map((n) => n.id) } }, select: { status: true, httpStatus: true } })).toEqual(
      expect.arrayContaining([{ status: "retry", httpStatus: 429 }, { status: "retry", httpStatus: 503 }]),
    );
    // When the wait is over the service accepts them; they are pushed once more, and only once.
    slow.sub.status = busy.sub.status = 201;
    expect(await deliverPushBatch(followUps[0].data as { notificationIds: number[]; sendId: null; attempt: number })).toMatchObject({ sent: 2 });
    expect([slow.sub.received.length, busy.sub.received.length]).toEqual([1, 1]);
    expect(await db.pushDelivery.findFirst({ where: { notificationId: ns[0].id } })).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("removes subscriptions answered 404 or 410, and records other 4xx as failed without retrying", async () => {
    const gone404 = await subscribed({ status: 404 });
    const gone410 = await subscribed({ status: 410 });
    const refused = await subscribed({ status: 400 });
    const ns = [await oneNotificationFor(gone404.user.id), await oneNotificationFor(gone410.user.id), await oneNotificationFor(refused.user.id)];
    const pending = (await jobs(QUEUES.pushBatch)).length;
    expect(await deliverPushBatch({ notificationIds: ns.map((n) => n.id), sendId: null, attempt: 1 })).toEqual({ sent: 0, failed: 1, removed: 2, retry: 0 });
    expect(await db.pushSubscription.count({ where: { id: { in: [gone404.subscriptionId, gone410.subscriptionId] } } })).toBe(0);
    expect(await db.pushDelivery.findFirst({ where: { notificationId: ns[2].id } })).toMatchObject({ status: "failed", httpStatus: 400 });
    expect((await jobs(QUEUES.pushBatch)).length).toBe(pending);
    await deliverPushBatch({ notificationIds: ns.map((n) => n.id), sendId: null, attempt: 1 });
    expect(refused.sub.hits).toBe(1);
  });

  it("keeps each subscription's last success and last failure", async () => {
    const ok = await subscribed();
    const bad = await subscribed({ status: 403 });
    const start = new Date();
    await deliverPushBatch({ notificationIds: [(await oneNotificationFor(ok.user.id)).id, (await oneNotificationFor(bad.user.id)).id], sendId: null, attempt: 1 });
    const [okRow, badRow] = await Promise.all([ok, bad].map((m) => db.pushSubscription.findUniqueOrThrow({ where: { id: m.subscriptionId } })));
    expect(okRow.lastSuccessAt!.getTime()).toBeGreaterThanOrEqual(start.getTime() - 1000);
    expect(okRow.lastFailureAt).toBeNull();
    expect(badRow.lastFailureAt!.getTime()).toBeGreaterThanOrEqual(start.getTime() - 1000);
    expect(badRow.lastSuccessAt).toBeNull();
  });
});

describe("the cron tick", () => {
  const auth = { authorization: `Bearer ${process.env.CRON_SECRET}` };

  it("only enqueues, and twice at once enqueues once", async () => {
    const before = (await jobs(QUEUES.cronTick)).length;
    const [a, b] = await Promise.all([call(tick, { method: "POST", headers: auth }), call(tick, { method: "POST", headers: auth })]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect([a.json.queued, b.json.queued].sort()).toEqual([false, true]);
    expect((await jobs(QUEUES.cronTick)).filter((j) => j.state === "created")).toHaveLength(1);
    expect((await jobs(QUEUES.cronTick)).length).toBe(before + 1);
    expect(await runQueuedJobs()).toMatchObject({ [QUEUES.cronTick]: 1 });
    expect((await call(tick, { method: "POST", headers: auth })).json.queued).toBe(true);
    await runQueuedJobs();
  });
});

describe("the workers", () => {
  it("stop gracefully: the batch in flight finishes before stopWorkers resolves", async () => {
    const m = await subscribed({ delayMs: 1500 });
    const n = await db.notification.create({ data: { userId: m.user.id, title: "slow", message: "m", sendPush: true, deliveredAt: new Date() } });
    const boss = await queue();
    await boss.send(QUEUES.pushBatch, { notificationIds: [n.id], sendId: null, attempt: 1 });
    await startWorkers();
    await waitUntil(() => m.sub.hits === 1, 10_000);
    await stopWorkers(10_000);
    expect(await db.pushDelivery.findFirst({ where: { notificationId: n.id } })).toMatchObject({ status: "sent" });
    const [job] = await jobs(QUEUES.pushBatch).then((all) => all.filter((j) => j.data.notificationIds?.includes(n.id)));
    expect(job.state).toBe("completed");
    expect(m.sub.received).toHaveLength(1);
  });
});

async function waitUntil(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type { TestSubscription };
