// GET /api/daily-summary, POST /api/daily-summary/seen and /carry-over (docs/decisions.md "Progress, insights and the daily summary"): the previous
// journal day (also after missed days), due once per local day, own id only, carry-over into
// today's free slots without duplicates (second click, two tabs at once).
import { GET as getSummary } from "@/app/api/daily-summary/route";
import { POST as markSeen } from "@/app/api/daily-summary/seen/route";
import { POST as carryOver } from "@/app/api/daily-summary/carry-over/route";
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { POST as forceReset } from "@/app/api/force-reset/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { addDays, localDate } from "@/lib/domain/day";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const summary = async (m: Member) => (await call(getSummary, { cookie: m.cookie })).json;
const seen = (m: Member, body: unknown) => call(markSeen, { cookie: m.cookie, body });
const carry = (m: Member) => call(carryOver, { cookie: m.cookie, body: {} });
const tasks = async (m: Member) =>
  ((await call(listGoals, { cookie: m.cookie })).json as { type: string; title: string }[]).filter((g) => g.type.startsWith("task")).map((g) => `${g.type}:${g.title}`).sort();

/** Moves everything the member wrote `days` local days back, as if that much time had passed. */
async function moveBack(userId: number, days: number) {
  await db.$executeRaw`UPDATE "JournalDay" SET "date" = "date" - ${days}::int WHERE "userId" = ${userId}`;
  await db.$executeRaw`UPDATE "JournalPage" SET "date" = "date" - ${days}::int WHERE "userId" = ${userId}`;
  await db.$executeRaw`UPDATE "User" SET "lastResetDate" = "lastResetDate" - ${days}::int, "lastActiveDate" = "lastActiveDate" - ${days}::int WHERE "id" = ${userId}`;
}

/** A member who wrote a day (two tasks open, one done, a learning, an accomplishment) and then `gap` days passed. */
async function memberWithYesterday(gap = 1, timeZone = "UTC") {
  const m = await createMember({ timeZone });
  await call(forceReset, { cookie: m.cookie, body: {} });
  await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Write report" } });
  await call(createGoal, { cookie: m.cookie, body: { type: "task2", title: "Gym", isCompleted: true } });
  await call(createGoal, { cookie: m.cookie, body: { type: "task3", title: "Call mum" } });
  await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "Open SMART" } });
  await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Zod" } });
  await call(addLearning, { cookie: m.cookie, body: { type: "accomplished", content: "Lab" } });
  await moveBack(m.user.id, gap);
  await call(forceReset, { cookie: m.cookie, body: {} });
  return m;
}

test.each([
  ["GET /api/daily-summary", getSummary, {}],
  ["POST /api/daily-summary/seen", markSeen, { body: { userId: 1 } }],
  ["POST /api/daily-summary/carry-over", carryOver, { body: {} }],
] as const)("%s: 401 without a session", async (_name, route, opts) => {
  const res = await call(route, opts);
  expect(res.status).toBe(401);
});

test("a member on their first day: nothing to summarise, not due", async () => {
  const m = await createMember();
  expect(await summary(m)).toEqual({
    completedGoals: 0, activeSmartGoals: 0, learningsMade: 0, accomplishmentsMade: 0, widgetPoints: 0, streakDays: 0,
    progressSummary: "A quiet day: a fresh start today.", date: null, due: false, carryOver: [],
  });
  // The first reset starts the streak: the summary reads the header's 1.
  await call(forceReset, { cookie: m.cookie, body: {} });
  expect((await summary(m)).streakDays).toBe(1);
});

test("describes the previous journal day; due until marked seen for today", async () => {
  const m = await memberWithYesterday(1);
  const s = await summary(m);
  const yesterday = addDays(localDate(new Date(), "UTC"), -1);
  expect(s).toMatchObject({ date: yesterday, due: true, completedGoals: 1, activeSmartGoals: 1, learningsMade: 1, accomplishmentsMade: 1, widgetPoints: 0 });
  expect(s.progressSummary).toBe(`You completed 1 goal or task, learned 1 new thing and noted 1 accomplishment. You are on a ${s.streakDays}-day streak.`);
  expect(s.carryOver).toEqual([
    { slot: "task1", title: "Write report" },
    { slot: "task2", title: "Call mum" },
  ]);
  expect((await seen(m, { userId: m.user.id })).json).toEqual({ success: true });
  expect((await summary(m)).due).toBe(false);
  // Marking twice is harmless.
  expect((await seen(m, { userId: m.user.id })).status).toBe(200);
});

test("the streak is one figure: the summary reads the header's, before and after the day's reset marks the member active", async () => {
  const m = await createMember();
  await call(forceReset, { cookie: m.cookie, body: {} });
  await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Zod" } });
  await moveBack(m.user.id, 1);
  const header = async () => ((await call(getUser, { cookie: m.cookie })).json as { streak: number }).streak;
  expect([(await summary(m)).streakDays, await header()]).toEqual([1, 1]);
  await call(forceReset, { cookie: m.cookie, body: {} });
  expect((await db.user.findUniqueOrThrow({ where: { id: m.user.id } })).streak).toBe(2);
  expect([(await summary(m)).streakDays, await header()]).toEqual([2, 2]);
});

test("after several missed days it still describes the last day with pages", async () => {
  const m = await memberWithYesterday(4);
  const s = await summary(m);
  expect(s).toMatchObject({ date: addDays(localDate(new Date(), "UTC"), -4), due: true, learningsMade: 1 });
});

test("seen: only the caller's own id; bad bodies are 400", async () => {
  const [a, b] = await Promise.all([memberWithYesterday(1), createMember()]);
  const other = await seen(a, { userId: b.user.id });
  expect(other.status).toBe(403);
  expect(other.json.code).toBe("forbidden");
  for (const body of [{}, { userId: "1" }, { userId: -1 }, { userId: 1.5 }, { userId: a.user.id, extra: true }, { userId: 2 ** 40 }]) {
    const res = await seen(a, body);
    expect({ body, status: res.status }).toEqual({ body, status: 400 });
  }
  expect((await summary(a)).due).toBe(true);
  expect((await db.user.findUniqueOrThrow({ where: { id: b.user.id } })).summarySeenDate).toBeNull();
});

test("showDailySummary off: never due", async () => {
  const m = await memberWithYesterday(1);
  await db.user.update({ where: { id: m.user.id }, data: { showDailySummary: false } });
  expect((await summary(m)).due).toBe(false);
});

test("carry-over fills today's free slots once: a second click and two tabs at once add nothing more", async () => {
  const m = await memberWithYesterday(1, "America/Los_Angeles");
  await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "New today" } });
  const first = await carry(m);
  expect(first.status).toBe(200);
  expect(first.json.added.map((g: { type: string; title: string }) => `${g.type}:${g.title}`)).toEqual(["task2:Write report", "task3:Call mum"]);
  expect(await tasks(m)).toEqual(["task1:New today", "task2:Write report", "task3:Call mum"]);
  expect((await carry(m)).json).toEqual({ added: [] });
  expect((await summary(m)).carryOver).toEqual([]);
  const points = await expectConsistentPoints(m.user.id);

  const n = await memberWithYesterday(1);
  const both = await Promise.all([carry(n), carry(n)]);
  expect(both.map((r) => r.status)).toEqual([200, 200]);
  expect(await tasks(n)).toEqual(["task1:Write report", "task2:Call mum"]);
  expect(points).toBeGreaterThan(0);
});

test("carry-over never reaches another member's tasks", async () => {
  const [a, b] = await Promise.all([memberWithYesterday(1), createMember()]);
  expect((await carry(b)).json).toEqual({ added: [] });
  expect(await tasks(b)).toEqual([]);
  expect((await summary(a)).carryOver).toHaveLength(2);
});
