// The single-statement reads and writes return the same shapes as before: the calendar's
// one-statement day equals what the separate endpoints return for today's page, timestamps
// written by the statements are the request's instant, and a write racing today's reset lands
// on today's page without a retry.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { GET as getBehavior, POST as saveBehavior } from "@/app/api/behavior/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { GET as learned } from "@/app/api/learnings/learned/route";
import { GET as accomplished } from "@/app/api/learnings/accomplished/route";
import { GET as getMindset, POST as saveMindset } from "@/app/api/mindset/route";
import { GET as getNotes, POST as saveNotes } from "@/app/api/notes/route";
import { GET as getDay } from "@/app/api/journal/days/[date]/route";
import { POST as forceReset } from "@/app/api/force-reset/route";
import { db } from "@/lib/db";
import { localDate } from "@/lib/domain/day";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

const json = async (route: Parameters<typeof call>[0], cookie: string) => (await call(route, { cookie })).json;

test("the calendar's day equals the separate endpoints for today's page", async () => {
  const m = await createMember();
  const c = m.cookie;
  await call(createGoal, { cookie: c, body: { type: "task2", title: "Second", deadline: "2030-01-01T10:00:00.123Z" } });
  await call(createGoal, { cookie: c, body: { type: "task1", title: "First", isCompleted: true } });
  await call(addLearning, { cookie: c, body: { type: "learned", content: "L" } });
  await call(addLearning, { cookie: c, body: { type: "accomplished", content: "A" } });
  await call(saveBehavior, { cookie: c, body: { stopDoing: "Snooze" } });
  await call(saveMindset, { cookie: c, body: { focus: "F", isFocusCompleted: true } });
  await call(saveNotes, { cookie: c, body: { content: "Note" } });
  const day = (await call(getDay, { cookie: c, params: { date: localDate(new Date(), "UTC") } })).json;
  expect(day.pages).toHaveLength(1);
  const { id, pageNo, createdAt, ...page } = day.pages[0];
  expect({ id, pageNo, createdAt: new Date(createdAt).toISOString() }).toEqual({ id: expect.any(Number), pageNo: 1, createdAt });
  // GET /api/goals adds what completing each of today's tasks gives (`points`, the fair-points rule);
  // a page of the calendar is history and has no such field. The rest is the same shape.
  const withoutPoints = (tasks: Record<string, unknown>[]) => tasks.map(({ points: _points, ...task }) => task);
  expect(page).toEqual({
    tasks: withoutPoints(await json(listGoals, c)),
    behavior: await json(getBehavior, c),
    learned: await json(learned, c),
    accomplished: await json(accomplished, c),
    mindset: await json(getMindset, c),
    note: await json(getNotes, c),
  });
  expect(page.tasks.map((t: { title: string }) => t.title)).toEqual(["First", "Second"]);
  expect(page.tasks[1].deadline).toBe("2030-01-01T10:00:00.123Z");
});

test("completedAt and the ledger rows are the request's instant; the award's description names the goal", async () => {
  const m = await createMember();
  const goal = (await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "Run 2147483647 m" } })).json;
  const before = Date.now();
  const done = (await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(goal.id) }, body: { isCompleted: true } })).json;
  expect(Math.abs(new Date(done.completedAt).getTime() - before)).toBeLessThan(5000);
  const entry = await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, source: "smartGoal" } });
  expect(entry).toMatchObject({ idempotencyKey: `goal:${goal.id}`, reference: String(goal.id), description: "SMART goal completed: Run 2147483647 m" });
  const task = (await call(createGoal, { cookie: m.cookie, body: { type: "task3", title: "T", isCompleted: true } })).json;
  const taskEntry = await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, source: "dailyTask" } });
  expect(taskEntry).toMatchObject({ idempotencyKey: `task:${localDate(new Date(), "UTC")}:task3`, reference: String(task.id), description: "Daily task completed: T" });
  const item = (await call(addLearning, { cookie: m.cookie, body: { type: "accomplished", content: "Shipped" } })).json;
  expect(await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, source: "accomplished" } })).toMatchObject({ idempotencyKey: `learning:${item.id}`, reference: String(item.id) });
});

test("first writes of a day racing the day's reset: one page 1, every write on it, no error", async () => {
  for (let round = 0; round < 5; round++) {
    const m = await createMember();
    const results = await Promise.all([
      call(forceReset, { cookie: m.cookie, method: "POST" }),
      call(saveNotes, { cookie: m.cookie, body: { content: "n" } }),
      call(saveBehavior, { cookie: m.cookie, body: { continueDoing: "c" } }),
      call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "l" } }),
      call(saveMindset, { cookie: m.cookie, body: { isFocusCompleted: true } }),
      call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "t", isCompleted: true } }),
      call(forceReset, { cookie: m.cookie, method: "POST" }),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const pages = await db.journalPage.findMany({ where: { userId: m.user.id }, select: { id: true, pageNo: true } });
    expect(pages.map((p) => p.pageNo)).toEqual([1]);
    const on = { pageId: pages[0].id };
    expect([await db.note.count({ where: on }), await db.behavior.count({ where: on }), await db.learningItem.count({ where: on }), await db.mindset.count({ where: on }), await db.goal.count({ where: on })]).toEqual([1, 1, 1, 1, 1]);
    await expectConsistentPoints(m.user.id);
  }
});
