// Speed (docs/decisions.md "One statement per journal write"): every journal handler, read or write, makes at most 3 SQL round trips, the
// session check included and BEGIN / COMMIT counted, whatever the amount of data, also when the
// write creates today's page and earns points and badges. Counted at the Postgres driver: every
// pg Client.query call is one round trip.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal, DELETE as deleteGoal } from "@/app/api/goals/[id]/route";
import { GET as completedGoals } from "@/app/api/goals/completed/route";
import { GET as getBehavior, POST as saveBehavior } from "@/app/api/behavior/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { PUT as putLearning, DELETE as deleteLearning } from "@/app/api/learnings/[id]/route";
import { GET as learned } from "@/app/api/learnings/learned/route";
import { GET as accomplished } from "@/app/api/learnings/accomplished/route";
import { GET as getMindset, POST as saveMindset } from "@/app/api/mindset/route";
import { GET as getNotes, POST as saveNotes } from "@/app/api/notes/route";
import { GET as coachTips } from "@/app/api/coach-tips/route";
import { GET as listDays } from "@/app/api/journal/days/route";
import { GET as listWidgetAchievements, POST as postWidgetAchievement } from "@/app/api/widget-achievements/route";
import { GET as widgetPoints } from "@/app/api/widget-points/route";
import { GET as getDay } from "@/app/api/journal/days/[date]/route";
import { GET as getStats } from "@/app/api/stats/route";
import { GET as getProgress } from "@/app/api/progress/route";
import { GET as getBadges } from "@/app/api/badges/route";
import { GET as getPoints } from "@/app/api/points/route";
import { GET as goalInsights } from "@/app/api/insights/goals/route";
import { GET as progressInsights } from "@/app/api/insights/progress/route";
import { GET as behaviorInsights } from "@/app/api/insights/behavior/route";
import { GET as getDailySummary } from "@/app/api/daily-summary/route";
import { POST as summarySeen } from "@/app/api/daily-summary/seen/route";
import { POST as carryOver } from "@/app/api/daily-summary/carry-over/route";
import { POINTS } from "@/lib/constants";
import { checkSession } from "@/lib/auth/session-user";
import { db, preparedRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { localDate } from "@/lib/domain/day";
import { getDashboardData } from "@/lib/services/journal/get-dashboard-data";
import { call, createMember, type CallOptions, type CallResult } from "@/tests/support/api";
import { sqlSent } from "@/tests/support/round-trips";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

const MAX_ROUND_TRIPS = 3;
type Member = Awaited<ReturnType<typeof createMember>>;
type Route = Parameters<typeof call>[0];

const traced = sqlSent;

/** Every measured handler call of a test: name -> the SQL it sent. */
let measured: Record<string, string[]> = {};
beforeEach(() => {
  measured = {};
});
/** Fails naming each handler over the limit, with the statements it sent. */
function expectAllWithinLimit() {
  const over = Object.fromEntries(Object.entries(measured).filter(([, sql]) => sql.length > MAX_ROUND_TRIPS));
  expect(over).toEqual({});
  expect(Object.keys(measured).length).toBeGreaterThan(0);
}

async function measure(name: string, route: Route, m: Member, opts: CallOptions = {}): Promise<CallResult> {
  const { result, sql } = await traced(() => call(route, { ...opts, cookie: m.cookie }));
  measured[name] = sql;
  expect({ name, status: result.status }).toEqual({ name, status: expect.any(Number) });
  return result;
}

const badgesOf = async (userId: number) => (await db.earnedBadge.findMany({ where: { userId }, select: { code: true }, orderBy: { id: "asc" } })).map((b) => b.code);
const MEDALS = ["xp-5", "xp-10", "xp-15"];
const MEDAL_POINTS = MEDALS.length * POINTS.badge;

test("the counter sees every round trip, BEGIN and COMMIT included", async () => {
  const { sql } = await traced(() => db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`));
  expect(sql).toEqual(["BEGIN", expect.stringContaining("SELECT 1"), "COMMIT"]);
  const four = await traced(() => Promise.all([1, 2, 3, 4].map((n) => db.$queryRaw`SELECT ${n}::int`)));
  expect(four.sql).toHaveLength(4);
  // The statements that skip Prisma (lib/db preparedRows: the session check, the dashboard reads) too.
  const direct = await traced(() => Promise.all([preparedRows(Prisma.sql`SELECT ${1}::int`), checkSession({ id: 1, sessionVersion: 0, sessionId: "AAAAAAAAAAAAAAAAAAAAAA" })]));
  expect(direct.sql).toEqual([expect.stringContaining("SELECT $1::int"), expect.stringContaining('WITH touched AS ( UPDATE "Session"')]);
});

describe("writes, at most 3 round trips each", () => {
  it("the first write of a day creates today's page and earns points and the medals", async () => {
    const behavior = await measure("POST /api/behavior (new page, +8, 3 badges)", saveBehavior, await createMember(), { body: { continueDoing: "Ship" } });
    expect(behavior.json.pointsAwarded).toBe(POINTS.behavior + MEDAL_POINTS);

    const learner = await createMember();
    const item = await measure("POST /api/learnings (new page, +5, 3 badges)", addLearning, learner, { body: { type: "learned", content: "A" } });
    expect(item.json.pointsAwarded).toBe(POINTS.learned + MEDAL_POINTS);

    const mind = await createMember();
    const all = await measure("POST /api/mindset (new page, 3 x 15 + 25, 4 badges)", saveMindset, mind, {
      body: { isVisualizationCompleted: true, isSelfTalkCompleted: true, isFocusCompleted: true, focus: "Breathe" },
    });
    expect(all.json.pointsAwarded).toBe(3 * POINTS.mindsetExercise + POINTS.mindsetAllBonus + MEDAL_POINTS + POINTS.badge);
    expect(await badgesOf(mind.user.id)).toContain("mindset-master");

    const task = await measure("POST /api/goals (task created completed, new page, +10, 3 badges)", createGoal, await createMember(), {
      body: { type: "task1", title: "T", isCompleted: true },
    });
    expect(task.json.pointsAwarded).toBe(POINTS.dailyTask + MEDAL_POINTS);

    const noter = await createMember();
    expect((await measure("POST /api/notes (new page)", saveNotes, noter, { body: { content: "n" } })).status).toBe(200);
    for (const m of [learner, mind, noter]) await expectConsistentPoints(m.user.id);
    expectAllWithinLimit();
  });

  it("completing a goal: the award, First Goal and the medals; then Champion through badge points", async () => {
    const m = await createMember();
    const goal = (await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "Run a 10k" } })).json;
    const done = await measure("PATCH /api/goals/{id} (complete: +25, 4 badges)", patchGoal, m, { method: "PATCH", params: { id: String(goal.id) }, body: { isCompleted: true } });
    expect(done.json.pointsAwarded).toBe(POINTS.smartGoal + MEDAL_POINTS + POINTS.badge);
    expect(await badgesOf(m.user.id)).toEqual(["first-goal", ...MEDALS]);

    // 910 + 25 (goal) + 20 (first-goal) = 955 < 1000 without the medals; 955 + 60 = 1015 with them.
    const rich = await createMember();
    await db.pointsEntry.create({ data: { userId: rich.user.id, source: "test", points: 910, description: "seed", idempotencyKey: "seed" } });
    await db.user.update({ where: { id: rich.user.id }, data: { xpPoints: 910 } });
    const big = (await call(createGoal, { cookie: rich.cookie, body: { type: "smart3", title: "Big" } })).json;
    const champ = await measure("PATCH /api/goals/{id} (complete: +25, First Goal, medals bring Champion)", patchGoal, rich, { method: "PATCH", params: { id: String(big.id) }, body: { isCompleted: true } });
    expect(await badgesOf(rich.user.id)).toEqual(["first-goal", "champion", ...MEDALS]);
    expect(champ.json.pointsAwarded).toBe(POINTS.smartGoal + 5 * POINTS.badge);
    expect(await expectConsistentPoints(rich.user.id)).toBe(910 + POINTS.smartGoal + 5 * POINTS.badge);
    expectAllWithinLimit();
  });

  it("every write handler with data present, awarding nothing new, and on the error paths", async () => {
    const m = await createMember();
    const other = await createMember();
    const smart = (await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "S" } })).json;
    const task = (await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "T", isCompleted: true } })).json;
    for (let i = 0; i < 5; i++) await call(addLearning, { cookie: m.cookie, body: { type: "accomplished", content: `Item ${i}` } });
    await call(saveBehavior, { cookie: m.cookie, body: { continueDoing: "x" } });
    await call(saveMindset, { cookie: m.cookie, body: { isFocusCompleted: true } });
    await call(saveNotes, { cookie: m.cookie, body: { content: "n" } });
    const patch = (id: number, body: unknown) => ({ method: "PATCH", params: { id: String(id) }, body });
    const byId = (id: number, method: string, body?: unknown) => ({ method, params: { id: String(id) }, body });

    await measure("POST /api/goals (SMART)", createGoal, m, { body: { type: "smart2", title: "G", deadline: "2030-01-01" } });
    expect((await measure("POST /api/goals (409 already filled)", createGoal, m, { body: { type: "smart1", title: "Again" } })).status).toBe(409);
    expect((await measure("POST /api/goals (400)", createGoal, m, { body: { type: "smart9", title: "x" } })).status).toBe(400);
    await measure("PATCH /api/goals/{id} (title)", patchGoal, m, patch(smart.id, { title: "S2", deadline: null }));
    await measure("PATCH /api/goals/{id} (task unchecked)", patchGoal, m, patch(task.id, { isCompleted: false }));
    const again = await measure("PATCH /api/goals/{id} (task rechecked: nothing new)", patchGoal, m, patch(task.id, { isCompleted: true }));
    expect(again.json.pointsAwarded).toBe(0);
    expect((await measure("PATCH /api/goals/{id} (another member's: 404)", patchGoal, other, patch(smart.id, { title: "mine" }))).status).toBe(404);
    const points = await measure("POST /api/learnings (+5, no new badge)", addLearning, m, { body: { type: "learned", content: "L" } });
    expect(points.json.pointsAwarded).toBe(POINTS.learned);
    await measure("PUT /api/learnings/{id}", putLearning, m, byId(points.json.id, "PUT", { content: "L2" }));
    expect((await measure("PUT /api/learnings/{id} (404)", putLearning, other, byId(points.json.id, "PUT", { content: "x" }))).status).toBe(404);
    await measure("DELETE /api/learnings/{id}", deleteLearning, m, byId(points.json.id, "DELETE"));
    await measure("POST /api/behavior (upsert, nothing new)", saveBehavior, m, { body: { startDoing: "y" } });
    await measure("POST /api/mindset (text)", saveMindset, m, { body: { visualization: "v" } });
    const mindset = await measure("POST /api/mindset (+15)", saveMindset, m, { body: { isSelfTalkCompleted: true } });
    expect(mindset.json.pointsAwarded).toBe(POINTS.mindsetExercise);
    await measure("POST /api/notes (upsert)", saveNotes, m, { body: { content: "z" } });
    await call(patchGoal, { cookie: m.cookie, ...patch(smart.id, { isCompleted: true }) });
    expect((await measure("DELETE /api/goals/{id} (archive)", deleteGoal, m, byId(smart.id, "DELETE"))).json.archived).toBe(true);
    expect((await measure("DELETE /api/goals/{id} (task)", deleteGoal, m, byId(task.id, "DELETE"))).json.archived).toBe(false);
    expect((await measure("DELETE /api/goals/{id} (404)", deleteGoal, m, byId(task.id, "DELETE"))).status).toBe(404);
    await expectConsistentPoints(m.user.id);
    expectAllWithinLimit();
  });
});

async function memberWith(items: number) {
  const m = await createMember();
  await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "S" } });
  await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "T", isCompleted: true } });
  for (let i = 0; i < items; i++) await call(addLearning, { cookie: m.cookie, body: { type: i % 2 ? "learned" : "accomplished", content: `Item ${i}` } });
  await call(saveBehavior, { cookie: m.cookie, body: { continueDoing: "x" } });
  await call(saveMindset, { cookie: m.cookie, body: { focus: "f", isFocusCompleted: true } });
  await call(saveNotes, { cookie: m.cookie, body: { content: "n" } });
  return m;
}

test("reads: at most 3 round trips each, the same for 1 or 30 items", async () => {
  const small = await memberWith(1);
  const big = await memberWith(30);
  const today = localDate(new Date(), "UTC");
  const reads: [string, Route, CallOptions][] = [
    ["GET /api/goals", listGoals, {}],
    ["GET /api/goals/completed", completedGoals, {}],
    ["GET /api/behavior", getBehavior, {}],
    ["GET /api/learnings/learned", learned, {}],
    ["GET /api/learnings/accomplished", accomplished, {}],
    ["GET /api/mindset", getMindset, {}],
    ["GET /api/notes", getNotes, {}],
    ["GET /api/coach-tips", coachTips, {}],
    ["GET /api/journal/days", listDays, { path: `/api/journal/days?month=${today.slice(0, 7)}` }],
    ["GET /api/journal/days/{date}", getDay, { params: { date: today } }],
    ["GET /api/stats", getStats, { path: "/api/stats?range=all" }],
    ["GET /api/progress", getProgress, {}],
    ["GET /api/badges", getBadges, {}],
    ["GET /api/points", getPoints, { path: "/api/points?limit=5" }],
    ["GET /api/insights/goals", goalInsights, {}],
    ["GET /api/insights/progress", progressInsights, {}],
    ["GET /api/insights/behavior", behaviorInsights, {}],
    ["GET /api/daily-summary", getDailySummary, {}],
  ];
  for (const [name, route, opts] of reads) {
    const a = (await measure(`${name} (1 item)`, route, small, opts)).status;
    const b = (await measure(`${name} (30 items)`, route, big, opts)).status;
    expect({ name, a, b }).toEqual({ name, a: 200, b: 200 });
    expect(measured[`${name} (1 item)`].length).toBe(measured[`${name} (30 items)`].length);
  }
  expectAllWithinLimit();
  const dash = [
    (await traced(() => getDashboardData({ id: small.user.id, timeZone: "UTC" }))).sql.length,
    (await traced(() => getDashboardData({ id: big.user.id, timeZone: "UTC" }))).sql.length,
  ];
  expect(dash[0]).toBe(dash[1]);
  expect(dash[1]).toBeLessThanOrEqual(6); // goals + page + its 4 parts, in two parallel reads
});

test("widget routes: at most 3 round trips, an award with badges, a capped one and a retry included", async () => {
  const m = await createMember();
  const achievement = (points: number, msAgo: number) => ({ type: "widget", kind: "pomodoroSession", points, dateCreated: new Date(Date.now() - msAgo).toISOString() });
  const first = achievement(25, 0);
  expect((await measure("POST /api/widget-achievements (+25, 3 badges)", postWidgetAchievement, m, { body: first })).json.pointsAwarded).toBe(25 + MEDAL_POINTS);
  await measure("POST /api/widget-achievements (retry: nothing)", postWidgetAchievement, m, { body: first });
  for (let i = 0; i < 8; i++) await call(postWidgetAchievement, { cookie: m.cookie, body: achievement(25, 1 + i) });
  expect((await measure("POST /api/widget-achievements (capped: 0)", postWidgetAchievement, m, { body: achievement(5, 100) })).json.pointsAwarded).toBe(0);
  expect((await measure("POST /api/widget-achievements (400)", postWidgetAchievement, m, { body: { type: "widget" } })).status).toBe(400);
  expect((await measure("GET /api/widget-achievements", listWidgetAchievements, m)).json).toHaveLength(10);
  expect((await measure("GET /api/widget-points", widgetPoints, m)).json.today).toBe(POINTS.widgetDailyCap);
  await expectConsistentPoints(m.user.id);
  expectAllWithinLimit();
});

test("daily summary writes: at most 3 round trips each (carry-over reads, then one insert)", async () => {
  const m = await memberWith(3);
  await db.$executeRaw`UPDATE "JournalPage" SET "date" = "date" - 1 WHERE "userId" = ${m.user.id}`;
  await db.$executeRaw`UPDATE "Goal" SET "isCompleted" = false WHERE "userId" = ${m.user.id}`;
  expect((await measure("POST /api/daily-summary/seen", summarySeen, m, { body: { userId: m.user.id } })).status).toBe(200);
  const carried = await measure("POST /api/daily-summary/carry-over (new page)", carryOver, m, { body: {} });
  expect(carried.json.added).toHaveLength(1);
  expect((await measure("POST /api/daily-summary/carry-over (nothing left)", carryOver, m, { body: {} })).json.added).toEqual([]);
  expectAllWithinLimit();
});
