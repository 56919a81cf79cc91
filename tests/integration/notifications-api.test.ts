// In-app notifications: a member sees, reads and deletes only their own due notifications.
import { GET as list } from "@/app/api/notifications/route";
import { DELETE as remove } from "@/app/api/notifications/[id]/route";
import { POST as markRead } from "@/app/api/notifications/mark-read/[id]/route";
import { POST as markAllRead } from "@/app/api/notifications/mark-all-read/route";
import { db } from "@/lib/db";
import { call, createMember } from "@/tests/support/api";

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function notify(userId: number, title: string, extra: { scheduledFor?: Date; dateCreated?: Date; isRead?: boolean } = {}) {
  return db.notification.create({ data: { userId, title, message: `${title} message`, ...extra } });
}

describe("GET /api/notifications", () => {
  it("lists the caller's own due notifications, newest first, hiding scheduled ones until due", async () => {
    const alice = await createMember();
    const bob = await createMember();
    await notify(alice.user.id, "old", { dateCreated: minutes(-60) });
    await notify(alice.user.id, "new", { dateCreated: minutes(-1) });
    // Created long ago, due 30 minutes ago: sorted by when it became due.
    await notify(alice.user.id, "was scheduled", { dateCreated: minutes(-600), scheduledFor: minutes(-30) });
    await notify(alice.user.id, "future", { scheduledFor: minutes(30) });
    await notify(bob.user.id, "bob's");

    const res = await call(list, { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.json.map((n: { title: string }) => n.title)).toEqual(["new", "was scheduled", "old"]);
    expect(res.json[0]).toEqual({
      id: expect.any(Number),
      userId: alice.user.id,
      title: "new",
      message: "new message",
      isRead: false,
      scheduledFor: null,
      sendPush: false,
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("answers 401 without a session", async () => {
    const res = await call(list);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "unauthorized" });
  });
});

describe("POST /api/notifications/mark-read/{id}", () => {
  it("marks the caller's notification read", async () => {
    const m = await createMember();
    const n = await notify(m.user.id, "hello");
    const res = await call(markRead, { method: "POST", cookie: m.cookie, params: { id: String(n.id) } });
    expect(res.status).toBe(200);
    expect((await db.notification.findUniqueOrThrow({ where: { id: n.id } })).isRead).toBe(true);
  });

  it("answers 404 for another member's, a hidden scheduled or a missing notification", async () => {
    const m = await createMember();
    const other = await createMember();
    const theirs = await notify(other.user.id, "theirs");
    const hidden = await notify(m.user.id, "later", { scheduledFor: minutes(10) });
    for (const id of [theirs.id, hidden.id, 999_999]) {
      const res = await call(markRead, { method: "POST", cookie: m.cookie, params: { id: String(id) } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Notification not found");
    }
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(false);
  });

  it("answers 400 for a bad id and 401 without a session", async () => {
    const m = await createMember();
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await call(markRead, { method: "POST", cookie: m.cookie, params: { id } });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("bad_request");
    }
    expect((await call(markRead, { method: "POST", params: { id: "1" } })).status).toBe(401);
  });
});

describe("POST /api/notifications/mark-all-read", () => {
  it("marks only the caller's due notifications read", async () => {
    const m = await createMember();
    const other = await createMember();
    await notify(m.user.id, "a");
    await notify(m.user.id, "b");
    const later = await notify(m.user.id, "later", { scheduledFor: minutes(10) });
    const theirs = await notify(other.user.id, "theirs");
    const res = await call(markAllRead, { method: "POST", cookie: m.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, count: 2 });
    expect((await db.notification.findUniqueOrThrow({ where: { id: later.id } })).isRead).toBe(false);
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(false);
    expect((await call(markAllRead, { method: "POST" })).status).toBe(401);
  });
});

describe("DELETE /api/notifications/{id}", () => {
  it("deletes the caller's notification, and only theirs", async () => {
    const m = await createMember();
    const other = await createMember();
    const mine = await notify(m.user.id, "mine");
    const theirs = await notify(other.user.id, "theirs");
    expect((await call(remove, { method: "DELETE", cookie: m.cookie, params: { id: String(mine.id) } })).status).toBe(200);
    expect(await db.notification.count({ where: { id: mine.id } })).toBe(0);
    const res = await call(remove, { method: "DELETE", cookie: m.cookie, params: { id: String(theirs.id) } });
    expect(res.status).toBe(404);
    expect(await db.notification.count({ where: { id: theirs.id } })).toBe(1);
    // Deleting twice: the second is 404.
    expect((await call(remove, { method: "DELETE", cookie: m.cookie, params: { id: String(mine.id) } })).status).toBe(404);
    expect((await call(remove, { method: "DELETE", cookie: m.cookie, params: { id: "x" } })).status).toBe(400);
    expect((await call(remove, { method: "DELETE", params: { id: String(theirs.id) } })).status).toBe(401);
  });

  it("refuses a cross-site request", async () => {
    const m = await createMember();
    const mine = await notify(m.user.id, "mine");
    const res = await call(remove, { method: "DELETE", cookie: m.cookie, params: { id: String(mine.id) }, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await db.notification.count({ where: { id: mine.id } })).toBe(1);
  });
});
