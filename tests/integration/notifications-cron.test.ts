// The cron parts of notifications: due scheduled notifications are delivered exactly once even
// when ticks overlap, and mindset reminders go out at 9AM, 1PM and 5PM local, once per slot.
import { POST as subscribe } from "@/app/api/push/subscribe/route";
import { POST as tick } from "@/app/api/cron/tick/route";
import { GET as myNotifications } from "@/app/api/notifications/route";
import { db } from "@/lib/db";
import { MINDSET_REMINDER } from "@/lib/domain/notifications";
import { deliverScheduledNotifications } from "@/lib/services/notifications/deliver-scheduled";
import { sendMindsetReminders } from "@/lib/services/notifications/send-mindset-reminders";
import { QUEUES } from "@/lib/queue/queues";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { call, createMember, sessionCookieFor } from "@/tests/support/api";
import type { TestSubscription } from "@/tests/support/push-receiver";
import { setUpPush } from "@/tests/support/push-setup";

const { receiver } = setUpPush();

async function subscribed(opts: { timeZone?: string } = {}): Promise<{ user: { id: number }; sub: TestSubscription }> {
  const m = await createMember(opts);
  const sub = receiver.subscription();
  expect((await call(subscribe, { cookie: m.cookie, body: { endpoint: sub.endpoint, keys: sub.keys } })).status).toBe(200);
  return { user: m.user, sub };
}

describe("deliverScheduledNotifications", () => {
  beforeEach(() => db.notification.deleteMany());

  it("delivers each due notification once, even when two ticks run at the same moment", async () => {
    const now = new Date();
    const a = await subscribed();
    const b = await subscribed();
    const due = [
      await db.notification.create({ data: { userId: a.user.id, title: "Due A", message: "for a", sendPush: true, scheduledFor: new Date(now.getTime() - 1000) } }),
      await db.notification.create({ data: { userId: b.user.id, title: "Due B", message: "for b", sendPush: true, scheduledFor: now } }),
      await db.notification.create({ data: { userId: b.user.id, title: "In-app only", message: "x", sendPush: false, scheduledFor: now } }),
    ];
    const future = await db.notification.create({ data: { userId: a.user.id, title: "Future", message: "x", sendPush: true, scheduledFor: new Date(now.getTime() + 60_000) } });
    const immediate = await db.notification.create({ data: { userId: a.user.id, title: "Immediate", message: "x", sendPush: true } });

    const [first, second] = await Promise.all([deliverScheduledNotifications(now), deliverScheduledNotifications(now)]);
    expect(first.delivered + second.delivered).toBe(3);
    expect(first.pushed + second.pushed).toBe(2);
    const third = await deliverScheduledNotifications(new Date(now.getTime() + 1000));
    expect(third).toEqual({ delivered: 0, pushed: 0 });

    // The pushes went on the queue with the claim; the workers send them.
    await runQueuedJobs();
    await receiver.waitFor(a.sub);
    await receiver.waitFor(b.sub);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.sub.received.map((p) => p.payload.title)).toEqual(["Due A"]);
    expect(b.sub.received.map((p) => p.payload)).toEqual([expect.objectContaining({ title: "Due B", body: "for b", url: "/dashboard" })]);
    for (const n of due) expect((await db.notification.findUniqueOrThrow({ where: { id: n.id } })).deliveredAt).toEqual(now);
    expect((await db.notification.findUniqueOrThrow({ where: { id: future.id } })).deliveredAt).toBeNull();
    expect((await db.notification.findUniqueOrThrow({ where: { id: immediate.id } })).deliveredAt).toBeNull();

    // The future one comes due later and is delivered by a later tick.
    const later = await deliverScheduledNotifications(new Date(now.getTime() + 61_000));
    expect(later).toEqual({ delivered: 1, pushed: 1 });
    await runQueuedJobs();
    await receiver.waitFor(a.sub, 2);
    expect(a.sub.received.map((p) => p.payload.title)).toEqual(["Due A", "Future"]);
  });

  it("many overlapping ticks over many rows still deliver each row once", async () => {
    const now = new Date();
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    await db.notification.createMany({
      data: members.flatMap((m) => Array.from({ length: 40 }, (_, i) => ({ userId: m.user.id, title: `n${i}`, message: "m", scheduledFor: now }))),
    });
    const results = await Promise.all(Array.from({ length: 6 }, () => deliverScheduledNotifications(now)));
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(200);
    expect(await db.notification.count({ where: { deliveredAt: null } })).toBe(0);
  });
});

describe("sendMindsetReminders", () => {
  beforeEach(async () => {
    await db.notification.deleteMany();
    await db.user.deleteMany();
  });

  /** A journal page for `date` with the three mindset flags as given. */
  async function page(userId: number, date: string, flags: [boolean, boolean, boolean], pageNo = 1) {
    const day = await db.journalDay.upsert({ where: { userId_date: { userId, date: new Date(`${date}T00:00:00Z`) } }, create: { userId, date: new Date(`${date}T00:00:00Z`) }, update: {} });
    const p = await db.journalPage.create({ data: { userId, dayId: day.id, date: day.date, pageNo } });
    await db.mindset.create({
      data: { userId, pageId: p.id, isVisualizationCompleted: flags[0], isSelfTalkCompleted: flags[1], isFocusCompleted: flags[2] },
    });
  }

  it("reminds members who have not finished today's exercises at 9AM local, once per slot", async () => {
    const nineUtc = new Date("2026-03-10T09:05:00Z");
    const open = await subscribed();
    const partial = await createMember();
    const done = await createMember();
    const doneYesterday = await createMember();
    const admin = await createMember({ isAdmin: true });
    const auckland = await createMember({ timeZone: "Pacific/Auckland" }); // 22:05 there: no slot
    await page(partial.user.id, "2026-03-10", [true, true, false]);
    await page(done.user.id, "2026-03-10", [true, true, true]);
    await page(doneYesterday.user.id, "2026-03-09", [true, true, true]);

    const [r1, r2] = await Promise.all([sendMindsetReminders(nineUtc), sendMindsetReminders(nineUtc)]);
    expect(r1.reminded + r2.reminded).toBe(3);
    const rows = await db.notification.findMany({ select: { userId: true, title: true, message: true, dedupeKey: true, sendPush: true, deliveredAt: true } });
    expect(rows.map((r) => r.userId).sort()).toEqual([open.user.id, partial.user.id, doneYesterday.user.id].sort());
    expect(rows.every((r) => r.title === MINDSET_REMINDER.title && r.message === MINDSET_REMINDER.message && r.dedupeKey === "mindset-reminder:2026-03-10:9")).toBe(true);
    expect(rows.find((r) => r.userId === open.user.id)).toMatchObject({ sendPush: true, deliveredAt: nineUtc });
    expect(rows.find((r) => r.userId === partial.user.id)?.sendPush).toBe(false);
    for (const skipped of [done, admin, auckland]) expect(rows.some((r) => r.userId === skipped.user.id)).toBe(false);

    await runQueuedJobs();
    const [push] = await receiver.waitFor(open.sub);
    expect(push.payload).toMatchObject({ title: MINDSET_REMINDER.title, body: MINDSET_REMINDER.message, type: "reminder" });

    // Later in the same hour: nothing new. At 1PM: the next slot.
    expect((await sendMindsetReminders(new Date("2026-03-10T09:55:00Z"))).reminded).toBe(0);
    expect((await sendMindsetReminders(new Date("2026-03-10T11:00:00Z"))).reminded).toBe(0);
    expect((await sendMindsetReminders(new Date("2026-03-10T13:00:00Z"))).reminded).toBe(3);
  });

  it("uses each member's own time zone and local date", async () => {
    // 20:30 UTC on March 9 is 09:30 on March 10 in Auckland and 16:30 on March 9 in New York.
    const now = new Date("2026-03-09T20:30:00Z");
    const auckland = await createMember({ timeZone: "Pacific/Auckland" });
    const aucklandDone = await createMember({ timeZone: "Pacific/Auckland" });
    const newYork = await createMember({ timeZone: "America/New_York" });
    await page(aucklandDone.user.id, "2026-03-10", [true, true, true]);
    expect((await sendMindsetReminders(now)).reminded).toBe(1);
    const [row] = await db.notification.findMany();
    expect(row).toMatchObject({ userId: auckland.user.id, dedupeKey: "mindset-reminder:2026-03-10:9" });
    // An hour later it is 17:30 in New York (EDT since March 8): their 5PM slot.
    expect((await sendMindsetReminders(new Date("2026-03-09T21:30:00Z"))).reminded).toBe(1);
    expect(await db.notification.findFirst({ where: { userId: newYork.user.id } })).toMatchObject({ dedupeKey: "mindset-reminder:2026-03-09:17" });
  });

  it("counts any finished page of the day (a manual reset does not re-open the day)", async () => {
    const m = await createMember();
    await page(m.user.id, "2026-03-10", [true, true, true], 1);
    await page(m.user.id, "2026-03-10", [false, false, false], 2);
    expect((await sendMindsetReminders(new Date("2026-03-10T17:00:00Z"))).reminded).toBe(0);
  });
});

describe("POST /api/cron/tick", () => {
  const auth = () => ({ authorization: `Bearer ${process.env.CRON_SECRET}` });

  it("refuses a call without the cron secret", async () => {
    expect((await call(tick, { method: "POST" })).status).toBe(401);
    expect((await call(tick, { method: "POST", headers: { authorization: "Bearer wrong-secret-wrong-secret-00" } })).status).toBe(401);
  });

  it("two ticks fired at once enqueue one tick job, which delivers a due scheduled notification (and its push) exactly once", async () => {
    const m = await subscribed();
    const member = await db.user.findUniqueOrThrow({ where: { id: m.user.id } });
    const cookie = await sessionCookieFor(member);
    const n = await db.notification.create({
      data: { userId: m.user.id, title: "Scheduled hello", message: "It is time", sendPush: true, scheduledFor: new Date(Date.now() - 500) },
    });
    const [a, b] = await Promise.all([call(tick, { method: "POST", headers: auth() }), call(tick, { method: "POST", headers: auth() })]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect([a.json.queued, b.json.queued].filter(Boolean)).toHaveLength(1);
    const reminders = await db.notification.count({ where: { userId: m.user.id, dedupeKey: { not: null } } });
    expect(await runQueuedJobs()).toMatchObject({ [QUEUES.cronTick]: 1 });
    const reminded = (await db.notification.count({ where: { userId: m.user.id, dedupeKey: { not: null } } })) - reminders;
    // At 9AM, 1PM and 5PM (UTC, the member's zone) the same tick also pushes a mindset reminder.
    await receiver.waitFor(m.sub, 1 + reminded);
    await new Promise((r) => setTimeout(r, 100));
    expect(m.sub.received.map((p) => p.payload.title).filter((title) => title !== MINDSET_REMINDER.title)).toEqual(["Scheduled hello"]);
    expect((await db.notification.findUniqueOrThrow({ where: { id: n.id } })).deliveredAt).not.toBeNull();
    const seen = (await call(myNotifications, { cookie })).json.filter((x: { title: string }) => x.title === "Scheduled hello");
    expect(seen).toHaveLength(1);
  });
});
