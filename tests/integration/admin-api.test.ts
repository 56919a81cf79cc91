// The admin API: admins only (checked in the handler, whatever proxy.ts does), admins cannot be
// deleted, deleting members removes their data and sessions, sends reach the right people.
import { GET as listUsers, DELETE as bulkDelete } from "@/app/api/admin/users/route";
import { DELETE as deleteUser } from "@/app/api/admin/users/[id]/route";
import { POST as sendOne } from "@/app/api/admin/send-notification/route";
import { POST as sendAll } from "@/app/api/admin/send-notification-to-all/route";
import { GET as listAll } from "@/app/api/admin/notifications/route";
import { DELETE as deleteAny } from "@/app/api/admin/notifications/[id]/route";
import { GET as coachGlance } from "@/app/api/admin/coach/glance/route";
import { GET as coachAttention } from "@/app/api/admin/coach/attention/route";
import { POST as coachContact } from "@/app/api/admin/coach/contacts/route";
import { DELETE as coachUndoContact } from "@/app/api/admin/coach/contacts/[id]/route";
import { GET as coachMember } from "@/app/api/admin/coach/members/[id]/route";
import { POST as coachNudge } from "@/app/api/admin/coach/nudges/route";
import { GET as coachExport } from "@/app/api/admin/coach/export/route";
import { GET as getSend } from "@/app/api/admin/sends/[id]/route";
import { GET as myNotifications } from "@/app/api/notifications/route";
import { POST as subscribe } from "@/app/api/push/subscribe/route";
import { db } from "@/lib/db";
import { call, createMember, type CallOptions } from "@/tests/support/api";
import { setUpPush } from "@/tests/support/push-setup";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";

const { receiver } = setUpPush();

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const content = { title: "Hello", message: "World", sendPush: false, scheduledFor: null };

type Route = Parameters<typeof call>[0];
const routes: [string, Route, CallOptions][] = [
  ["GET /api/admin/users", listUsers, {}],
  ["DELETE /api/admin/users", bulkDelete, { method: "DELETE", body: { userIds: [1] } }],
  ["DELETE /api/admin/users/{id}", deleteUser, { method: "DELETE", params: { id: "1" } }],
  ["POST /api/admin/send-notification", sendOne, { body: { ...content, userId: 1 } }],
  ["POST /api/admin/send-notification-to-all", sendAll, { body: content }],
  ["GET /api/admin/notifications", listAll, {}],
  ["DELETE /api/admin/notifications/{id}", deleteAny, { method: "DELETE", params: { id: "1" } }],
  ["GET /api/admin/coach/glance", coachGlance, {}],
  ["GET /api/admin/coach/attention", coachAttention, {}],
  ["POST /api/admin/coach/contacts", coachContact, { body: { userId: 1 } }],
  ["DELETE /api/admin/coach/contacts/{id}", coachUndoContact, { method: "DELETE", params: { id: "1" } }],
  ["GET /api/admin/coach/members/{id}", coachMember, { params: { id: "1" } }],
  ["POST /api/admin/coach/nudges", coachNudge, { body: { reason: "inactive", title: "Hi", message: "Hello", userIds: [1] } }],
  ["GET /api/admin/coach/export", coachExport, { path: "/api/admin/coach/export?format=csv" }],
  ["GET /api/admin/sends/{id}", getSend, { params: { id: "1" } }],
];

describe("admin only", () => {
  it.each(routes)("%s answers 401 anonymous and 403 to a member, changing nothing", async (_name, route, opts) => {
    const member = await createMember();
    const before = { users: await db.user.count(), notifications: await db.notification.count() };
    const anon = await call(route, opts);
    expect(anon.status).toBe(401);
    expect(anon.json.code).toBe("unauthorized");
    const res = await call(route, { ...opts, cookie: member.cookie });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: "Admin access required", code: "forbidden" });
    expect({ users: await db.user.count(), notifications: await db.notification.count() }).toEqual(before);
  });

  it("a demoted admin's old cookie no longer works as admin", async () => {
    const admin = await createMember({ isAdmin: true });
    await db.user.update({ where: { id: admin.user.id }, data: { isAdmin: false, sessionVersion: { increment: 1 } } });
    expect((await call(listUsers, { cookie: admin.cookie })).status).toBe(401);
  });
});

describe("GET /api/admin/users", () => {
  it("lists the newest accounts with points, streak and badge codes", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await createMember();
    await db.user.update({ where: { id: m.user.id }, data: { xpPoints: 45, streak: 6 } });
    await db.earnedBadge.createMany({ data: [{ userId: m.user.id, code: "first-goal" }, { userId: m.user.id, code: "streak5", earnedAt: new Date(Date.now() + 1000) }] });
    const res = await call(listUsers, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const row = res.json.users.find((u: { id: number }) => u.id === m.user.id);
    expect(row).toEqual({
      id: m.user.id,
      username: m.user.username,
      xpPoints: 45,
      streak: 6,
      badges: ["first-goal", "streak5"],
      isAdmin: false,
      dateCreated: m.user.dateCreated.toISOString(),
    });
    expect(res.json.users.find((u: { id: number }) => u.id === admin.user.id)).toMatchObject({ isAdmin: true, badges: [] });
    expect(JSON.stringify(res.json)).not.toMatch(/passwordHash|argon2/);
  });
});

describe("deleting users", () => {
  async function withData() {
    const m = await createMember();
    await db.notification.create({ data: { userId: m.user.id, title: "t", message: "m" } });
    await db.goal.create({ data: { userId: m.user.id, type: "smart1", slot: "smart1", title: "Run" } });
    await db.pushSubscription.create({ data: { userId: m.user.id, endpoint: `https://push.example.com/${m.user.id}`, p256dh: "p", auth: "a" } });
    await db.pointsEntry.create({ data: { userId: m.user.id, source: "x", points: 5, description: "d", idempotencyKey: "k" } });
    return m;
  }
  const leftovers = async (userId: number) =>
    (await db.notification.count({ where: { userId } })) +
    (await db.goal.count({ where: { userId } })) +
    (await db.pushSubscription.count({ where: { userId } })) +
    (await db.pointsEntry.count({ where: { userId } }));

  it("deletes one member with all their data and ends their session", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await withData();
    expect((await call(myNotifications, { cookie: m.cookie })).status).toBe(200);
    const res = await call(deleteUser, { method: "DELETE", cookie: admin.cookie, params: { id: String(m.user.id) } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, count: 1 });
    expect(await db.user.count({ where: { id: m.user.id } })).toBe(0);
    expect(await leftovers(m.user.id)).toBe(0);
    expect((await call(myNotifications, { cookie: m.cookie })).status).toBe(401);
    expect((await call(deleteUser, { method: "DELETE", cookie: admin.cookie, params: { id: String(m.user.id) } })).json.message).toBe("User not found");
  });

  it("bulk-deletes members in one go", async () => {
    const admin = await createMember({ isAdmin: true });
    const a = await withData();
    const b = await withData();
    const keep = await withData();
    const res = await call(bulkDelete, { method: "DELETE", cookie: admin.cookie, body: { userIds: [a.user.id, b.user.id, a.user.id] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, count: 2 });
    for (const m of [a, b]) {
      expect(await leftovers(m.user.id)).toBe(0);
      expect((await call(myNotifications, { cookie: m.cookie })).status).toBe(401);
    }
    expect(await leftovers(keep.user.id)).toBe(4);
    expect((await call(myNotifications, { cookie: keep.cookie })).status).toBe(200);
  });

  it("never deletes an admin, and then deletes nothing at all", async () => {
    const admin = await createMember({ isAdmin: true });
    const other = await createMember({ isAdmin: true });
    const m = await withData();
    const single = await call(deleteUser, { method: "DELETE", cookie: admin.cookie, params: { id: String(other.user.id) } });
    expect(single.status).toBe(403);
    expect(single.json.message).toBe("Admin accounts cannot be deleted");
    const self = await call(deleteUser, { method: "DELETE", cookie: admin.cookie, params: { id: String(admin.user.id) } });
    expect(self.status).toBe(403);
    const bulk = await call(bulkDelete, { method: "DELETE", cookie: admin.cookie, body: { userIds: [m.user.id, other.user.id] } });
    expect(bulk.status).toBe(403);
    expect(bulk.json.message).toMatch(/Admin accounts cannot be deleted/);
    expect(await db.user.count({ where: { id: { in: [m.user.id, other.user.id, admin.user.id] } } })).toBe(3);
    expect(await leftovers(m.user.id)).toBe(4);
  });

  it("deletes nothing when an id is unknown", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await withData();
    const res = await call(bulkDelete, { method: "DELETE", cookie: admin.cookie, body: { userIds: [m.user.id, 987654] } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("1 of the selected users were not found");
    expect(await db.user.count({ where: { id: m.user.id } })).toBe(1);
  });

  it.each([
    ["no body", undefined, /userIds/],
    ["an empty list", { userIds: [] }, /at least one user/],
    ["strings", { userIds: ["1"] }, /userIds/],
    ["a negative id", { userIds: [-1] }, /userIds/],
    ["a fraction", { userIds: [1.5] }, /userIds/],
    ["not a list", { userIds: 3 }, /userIds/],
    ["too many ids", { userIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, /userIds/],
  ])("answers 400 for %s", async (_name, body, pattern) => {
    const admin = await createMember({ isAdmin: true });
    const res = await call(bulkDelete, { method: "DELETE", cookie: admin.cookie, body: body ?? {} });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(pattern);
  });

  it("answers 400 for a bad id in the path", async () => {
    const admin = await createMember({ isAdmin: true });
    expect((await call(deleteUser, { method: "DELETE", cookie: admin.cookie, params: { id: "abc" } })).status).toBe(400);
  });
});

describe("POST /api/admin/send-notification", () => {
  it("sends to one member, who sees it at once, with an encrypted push when asked", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await createMember();
    const other = await createMember();
    const sub = receiver.subscription();
    await call(subscribe, { cookie: m.cookie, body: { endpoint: sub.endpoint, keys: sub.keys } });
    const res = await call(sendOne, { cookie: admin.cookie, body: { userId: m.user.id, title: "  Welcome  ", message: "Glad you're here", sendPush: true, scheduledFor: null } });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ userId: m.user.id, title: "Welcome", message: "Glad you're here", sendPush: true, isRead: false, scheduledFor: null, sendId: expect.any(Number) });
    await runQueuedJobs();
    const [push] = await receiver.waitFor(sub);
    expect(push.payload).toMatchObject({ title: "Welcome", body: "Glad you're here" });
    expect((await db.notification.findUniqueOrThrow({ where: { id: res.json.id } })).deliveredAt).not.toBeNull();
    expect((await call(myNotifications, { cookie: m.cookie })).json.map((n: { title: string }) => n.title)).toEqual(["Welcome"]);
    expect((await call(myNotifications, { cookie: other.cookie })).json).toEqual([]);
  });

  it("keeps a scheduled notification hidden and undelivered until it is due", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await createMember();
    const sub = receiver.subscription();
    await call(subscribe, { cookie: m.cookie, body: { endpoint: sub.endpoint, keys: sub.keys } });
    const res = await call(sendOne, { cookie: admin.cookie, body: { userId: m.user.id, title: "Later", message: "m", sendPush: true, scheduledFor: inMinutes(30) } });
    expect(res.status).toBe(202);
    await runQueuedJobs();
    expect((await call(myNotifications, { cookie: m.cookie })).json).toEqual([]);
    expect((await db.notification.findUniqueOrThrow({ where: { id: res.json.id } })).deliveredAt).toBeNull();
    expect(sub.hits).toBe(0);
  });

  it.each([
    ["a blank title", { title: "   " }, "Title and message are required"],
    ["a missing message", { message: undefined }, "Title and message are required"],
    ["a blank message", { message: "" }, "Title and message are required"],
    ["a long title", { title: "x".repeat(201) }, /title/],
    ["a missing userId", { userId: undefined }, /userId/],
    ["a string userId", { userId: "5" }, /userId/],
    ["a bad date", { scheduledFor: "tomorrow" }, /scheduledFor/],
    ["a date without a zone", { scheduledFor: "2030-01-01T10:00" }, /scheduledFor/],
    ["a non-boolean sendPush", { sendPush: "yes" }, /sendPush/],
  ])("answers 400 for %s", async (_name, change, message) => {
    const admin = await createMember({ isAdmin: true });
    const m = await createMember();
    const res = await call(sendOne, { cookie: admin.cookie, body: { ...content, userId: m.user.id, ...change } });
    expect(res.status).toBe(400);
    if (typeof message === "string") expect(res.json.message).toContain(message);
    else expect(res.json.message).toMatch(message);
    expect(await db.notification.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("answers 404 for an unknown recipient", async () => {
    const admin = await createMember({ isAdmin: true });
    const res = await call(sendOne, { cookie: admin.cookie, body: { ...content, userId: 777777 } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("User not found");
  });
});

describe("POST /api/admin/send-notification-to-all", () => {
  it("answers 202 at once; a job writes one notification per account in one statement and pushes to subscribers", async () => {
    const admin = await createMember({ isAdmin: true });
    const members = [await createMember(), await createMember(), await createMember()];
    const sub = receiver.subscription();
    await call(subscribe, { cookie: members[1].cookie, body: { endpoint: sub.endpoint, keys: sub.keys } });
    const users = await db.user.count();
    const res = await call(sendAll, { cookie: admin.cookie, body: { title: "News", message: "For everyone", sendPush: true, scheduledFor: null } });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ success: true, sendId: expect.any(Number), count: users });
    await runQueuedJobs();
    expect(await db.notification.count({ where: { title: "News", deliveredAt: { not: null } } })).toBe(users);
    for (const m of members) expect((await call(myNotifications, { cookie: m.cookie })).json[0]).toMatchObject({ title: "News", message: "For everyone" });
    const [push] = await receiver.waitFor(sub);
    expect(push.payload).toMatchObject({ title: "News", body: "For everyone" });
  });

  it("schedules for everyone without delivering yet", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await createMember();
    const at = inMinutes(60);
    const res = await call(sendAll, { cookie: admin.cookie, body: { title: "Soon", message: "x", sendPush: false, scheduledFor: at } });
    expect(res.status).toBe(202);
    await runQueuedJobs();
    const rows = await db.notification.findMany({ where: { title: "Soon" } });
    expect(rows).toHaveLength(res.json.count);
    expect(rows.every((r) => r.deliveredAt === null && r.scheduledFor?.toISOString() === at)).toBe(true);
    expect((await call(myNotifications, { cookie: m.cookie })).json).toEqual([]);
  });

  it("answers 400 for bad input", async () => {
    const admin = await createMember({ isAdmin: true });
    const before = await db.notification.count();
    for (const body of [{}, { title: "t" }, { title: "", message: "m" }, { title: "t", message: "m", scheduledFor: 5 }]) {
      expect((await call(sendAll, { cookie: admin.cookie, body })).status).toBe(400);
    }
    expect((await call(sendAll, { cookie: admin.cookie, raw: "[" })).status).toBe(400);
    expect(await db.notification.count()).toBe(before);
  });
});

describe("the Notification Message Center", () => {
  it("lists every notification with its recipient, newest first, and deletes any of them", async () => {
    const admin = await createMember({ isAdmin: true });
    const m = await createMember();
    const older = await db.notification.create({ data: { userId: m.user.id, title: "Older", message: "o", dateCreated: new Date(Date.now() - 60_000) } });
    const newer = await db.notification.create({ data: { userId: m.user.id, title: "Newer", message: "n", scheduledFor: new Date(Date.now() + 3_600_000), sendPush: true } });
    const res = await call(listAll, { cookie: admin.cookie, path: `/api/admin/notifications?q=${m.user.username}` });
    expect(res.status).toBe(200);
    const mine = res.json.notifications.filter((n: { userId: number }) => n.userId === m.user.id);
    expect(mine.map((n: { title: string }) => n.title)).toEqual(["Newer", "Older"]);
    expect(mine[0]).toMatchObject({ id: newer.id, username: m.user.username, sendPush: true, isRead: false, deliveredAt: null, scheduledFor: newer.scheduledFor!.toISOString() });

    expect((await call(deleteAny, { method: "DELETE", cookie: admin.cookie, params: { id: String(older.id) } })).status).toBe(200);
    expect(await db.notification.count({ where: { id: older.id } })).toBe(0);
    const again = await call(deleteAny, { method: "DELETE", cookie: admin.cookie, params: { id: String(older.id) } });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe("Notification not found");
    expect((await call(deleteAny, { method: "DELETE", cookie: admin.cookie, params: { id: "1e3" } })).status).toBe(400);
  });
});
