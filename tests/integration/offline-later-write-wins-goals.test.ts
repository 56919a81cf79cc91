// The later write wins for goals and tasks too (docs/decisions.md "Offline", "The day across the
// gap, and conflicts"): field by field (title, deadline, completion), by when each edit was made on
// its device (Made-At), not by when it arrived. An older edit arriving last is answered 200 with the
// row as stored, as the journal's fields are; an older completion is not applied and earns nothing;
// a delete made before another device's later edit of the row keeps the row. Points stay as the
// ledger gave them: an award once, taken back once.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { DELETE as deleteGoal, PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { db } from "@/lib/db";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { call, createMember, sessionCookieFor, zoneAtMidday } from "@/tests/support/api";

const MIN = 60_000;
const device = (key: string, madeAt: number) => ({ "idempotency-key": key, [MADE_AT_HEADER.toLowerCase()]: String(madeAt) });
type Goal = { id: number; type: string; title: string; isCompleted: boolean; deadline: string | null; completedAt: string | null };

async function twoDevices() {
  // Writes dated up to 12 minutes back: a zone at midday keeps them on the member's day at any hour.
  const m = await createMember({ timeZone: zoneAtMidday() });
  return { m, a: m.cookie, b: await sessionCookieFor(m.user) };
}

const patch = (cookie: string, id: number, body: object, key: string, madeAt: number) =>
  call(patchGoal, { cookie, method: "PATCH", params: { id: String(id) }, body, headers: device(key, madeAt) });
const remove = (cookie: string, id: number, key: string, madeAt: number) =>
  call(deleteGoal, { cookie, method: "DELETE", params: { id: String(id) }, headers: device(key, madeAt) });
const create = async (cookie: string, body: object) => {
  const res = await call(createGoal, { cookie, body });
  expect(res.status).toBe(200);
  return res.json as Goal;
};
const goals = async (cookie: string) => (await call(listGoals, { cookie })).json as Goal[];
const xp = async (userId: number) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).xpPoints;
const ledger = async (userId: number) => (await db.pointsEntry.findMany({ where: { userId, source: { in: ["dailyTask", "smartGoal"] } }, orderBy: { id: "asc" }, select: { source: true, points: true } })).map((e) => `${e.source}:${e.points}`);

describe("two devices editing the same goal or task", () => {
  it("SMART and main goals: the older title arriving last is answered with the stored row; a field only the older device sent is applied", async () => {
    const { a, b } = await twoDevices();
    const smart = await create(a, { type: "smart1", title: "Run 5 km" });
    const main = await create(a, { type: "main", title: "Get fit" });
    const t = Date.now() - 10 * MIN;
    expect((await patch(b, smart.id, { title: "Run 10 km (B, later)" }, "b:smart", t + MIN)).status).toBe(200);
    expect((await patch(b, main.id, { title: "Get strong (B, later)" }, "b:main", t + MIN)).status).toBe(200);
    const older = await patch(a, smart.id, { title: "Run 7 km (A, earlier)", deadline: "2027-03-01" }, "a:smart", t);
    expect(older.status).toBe(200);
    expect(older.json).toMatchObject({ id: smart.id, title: "Run 10 km (B, later)", pointsAwarded: 0 });
    expect(older.json.deadline).not.toBeNull();
    const olderMain = await patch(a, main.id, { title: "Get fit (A, earlier)" }, "a:main", t);
    expect([olderMain.status, olderMain.json.title]).toEqual([200, "Get strong (B, later)"]);
    const stored = await goals(a);
    expect(stored.find((g) => g.id === smart.id)).toMatchObject({ title: "Run 10 km (B, later)", deadline: expect.stringMatching(/^2027-03-0[12]/) });
    expect(stored.find((g) => g.id === main.id)?.title).toBe("Get strong (B, later)");
    // The newer edit wins whatever the order it arrives in.
    expect((await patch(a, smart.id, { title: "Run a half marathon (A, newest)" }, "a:smart2", t + 2 * MIN)).json.title).toBe("Run a half marathon (A, newest)");
  });

  it("a task's text: the newer edit wins in either order", async () => {
    const { a, b } = await twoDevices();
    const task = await create(a, { type: "task1", title: "Stretch" });
    const t = Date.now() - 10 * MIN;
    await patch(a, task.id, { title: "Stretch 5 min (A, earlier)" }, "a:1", t);
    await patch(b, task.id, { title: "Stretch 10 min (B, later)" }, "b:1", t + MIN);
    const late = await patch(a, task.id, { title: "Stretch 2 min (A, oldest)" }, "a:0", t - MIN);
    expect([late.status, late.json.title]).toEqual([200, "Stretch 10 min (B, later)"]);
  });

  it("completion: an older tick or untick arriving last is not applied, and the task's 10 points are given once", async () => {
    const { m, a, b } = await twoDevices();
    const task = await create(a, { type: "task1", title: "Plank" });
    const t = Date.now() - 10 * MIN;
    // B ticks it (newer); A's older untick arrives after: the task stays done.
    expect((await patch(b, task.id, { isCompleted: true }, "b:tick", t + MIN)).json).toMatchObject({ isCompleted: true, points: 10 });
    const points = await xp(m.user.id); // the task's 10 and the first badges
    const untick = await patch(a, task.id, { isCompleted: false }, "a:untick", t);
    expect(untick.status).toBe(200);
    expect(untick.json).toMatchObject({ id: task.id, isCompleted: true, pointsAwarded: 0, points: 10 });
    expect(await xp(m.user.id)).toBe(points);
    // B unticks (newer still); A's older tick arrives after: the task stays open, nothing earned.
    expect((await patch(b, task.id, { isCompleted: false }, "b:untick", t + 3 * MIN)).json.isCompleted).toBe(false);
    const tick = await patch(a, task.id, { isCompleted: true }, "a:tick", t + 2 * MIN);
    expect(tick.status).toBe(200);
    expect(tick.json).toMatchObject({ isCompleted: false, completedAt: null, pointsAwarded: 0 });
    // A tick newer than every edit applies; the slot's award of the day was paid: never twice.
    expect((await patch(a, task.id, { isCompleted: true }, "a:tick2", t + 4 * MIN)).json).toMatchObject({ isCompleted: true, pointsAwarded: 0 });
    expect(await ledger(m.user.id)).toEqual(["dailyTask:10"]);
    expect(await xp(m.user.id)).toBe(points);
  });

  it("a SMART goal's older completion arriving after a newer reopening earns nothing and counts nothing", async () => {
    const { m, a, b } = await twoDevices();
    const goal = await create(a, { type: "smart2", title: "Read 12 books" });
    const t = Date.now() - 10 * MIN;
    await patch(b, goal.id, { isCompleted: false, title: "Read 12 books this year" }, "b:open", t + MIN);
    expect((await patch(a, goal.id, { isCompleted: true }, "a:done", t)).json).toMatchObject({ isCompleted: false, pointsAwarded: 0 });
    expect(await ledger(m.user.id)).toEqual([]);
    expect(await db.dailyAwardCount.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("delete: made before the other device's later edit, the row is kept as edited and its points stay; made after, it deletes and takes them back once", async () => {
    const { m, a, b } = await twoDevices();
    const task = await create(a, { type: "task2", title: "Walk" });
    const t = Date.now() - 10 * MIN;
    expect((await patch(b, task.id, { isCompleted: true, title: "Walk 30 min" }, "b:done", t + MIN)).json.points).toBe(10);
    const points = await xp(m.user.id); // the task's 10 and the first badges
    const older = await remove(a, task.id, "a:delete", t);
    expect(older.status).toBe(200);
    expect(older.json).toEqual({ success: true, archived: false, kept: true, pointsAwarded: 0 });
    expect((await goals(b)).find((g) => g.id === task.id)).toMatchObject({ title: "Walk 30 min", isCompleted: true });
    expect(await xp(m.user.id)).toBe(points);

    const newer = await remove(a, task.id, "a:delete2", t + 2 * MIN);
    expect(newer.json).toEqual({ success: true, archived: false, pointsAwarded: -10 });
    expect(await db.goal.count({ where: { id: task.id } })).toBe(0);
    expect(await xp(m.user.id)).toBe(points - 10);
    // B's edit made before the delete arrives last: the row is gone (the later write, the delete, won).
    expect((await patch(b, task.id, { title: "Walk 20 min" }, "b:late", t + MIN + 30_000)).status).toBe(404);
    expect(await ledger(m.user.id)).toEqual(["dailyTask:10", "dailyTask:-10"]);
  });

  it("a write made now (no Made-At) is the latest: it wins over an edit made on another device before", async () => {
    const { a, b } = await twoDevices();
    const goal = await create(a, { type: "smart3", title: "Swim" });
    await patch(b, goal.id, { title: "Swim (B, 5 min ago)" }, "b:1", Date.now() - 5 * MIN);
    const now = await call(patchGoal, { cookie: a, method: "PATCH", params: { id: String(goal.id) }, body: { title: "Swim now" } });
    expect(now.json.title).toBe("Swim now");
  });
});
