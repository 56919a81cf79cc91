// GET /api/progress, /api/badges, /api/points and the three insight reads (docs/decisions.md "Progress, insights and the daily summary"): anonymous,
// bad input, numbers from the server, the points history summing to xpPoints, badge progress
// from the same stats that award, and honest insights on a seeded history.
import { GET as getProgress } from "@/app/api/progress/route";
import { GET as getBadges } from "@/app/api/badges/route";
import { GET as getPoints } from "@/app/api/points/route";
import { GET as goalInsights } from "@/app/api/insights/goals/route";
import { GET as progressInsights } from "@/app/api/insights/progress/route";
import { GET as behaviorInsights } from "@/app/api/insights/behavior/route";
import { POST as createGoal } from "@/app/api/goals/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { DELETE as deleteLearning } from "@/app/api/learnings/[id]/route";
import { POST as saveBehavior } from "@/app/api/behavior/route";
import { db } from "@/lib/db";
import { addDays, localDate } from "@/lib/domain/day";
import { checkBadges } from "@/lib/services/member-write/check-badges";
import type { BadgeProgress } from "@/lib/domain/badges";
import { call, createMember } from "@/tests/support/api";
import { seedHistory } from "@/tests/support/seed-history-db";
import { seedInsightsStatements } from "@/tests/support/seed-insights";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const today = localDate(new Date(), "UTC");
const get = (route: Parameters<typeof call>[0], m: Member, path?: string) => call(route, { cookie: m.cookie, path });

async function seedAll(userId: number, days = 60) {
  await seedHistory(userId, addDays(today, -days), addDays(today, -1));
  for (const { text, values } of seedInsightsStatements(userId, today)) await db.$executeRawUnsafe(text, ...values);
  await db.user.update({ where: { id: userId }, data: { streak: 6, lastActiveDate: new Date(`${today}T00:00:00Z`) } });
}

const READS = [
  ["GET /api/progress", getProgress],
  ["GET /api/badges", getBadges],
  ["GET /api/points", getPoints],
  ["GET /api/insights/goals", goalInsights],
  ["GET /api/insights/progress", progressInsights],
  ["GET /api/insights/behavior", behaviorInsights],
] as const;

test.each(READS)("%s: 401 without a session", async (_name, route) => {
  const res = await call(route);
  expect(res.status).toBe(401);
  expect(res.json.code).toBe("unauthorized");
});

describe("GET /api/progress", () => {
  it("a new member: zeros, no medal, tasks of the three slots (as the welcome banner)", async () => {
    const m = await createMember();
    expect((await get(getProgress, m)).json).toEqual({
      points: 0, medal: null, streak: 0, goalsCompleted: 0, goalsTotal: 0, goalCompletionPercent: 0,
      tasksDone: 0, tasksTotal: 3, mindsetDone: 0, widgetPointsToday: 0, learningAwardsLeft: { learned: 5, accomplished: 5 },
    });
  });

  it("says how many more learned items earn today, from the server's count: none past the 5, a deletion does not give one back", async () => {
    const m = await createMember();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: `L${i}` } })).json.id);
    expect((await get(getProgress, m)).json.learningAwardsLeft).toEqual({ learned: 0, accomplished: 5 });
    await call(deleteLearning, { cookie: m.cookie, method: "DELETE", params: { id: String(ids[0]) } });
    await call(addLearning, { cookie: m.cookie, body: { type: "accomplished", content: "A" } });
    expect((await get(getProgress, m)).json.learningAwardsLeft).toEqual({ learned: 0, accomplished: 4 });
  });

  it("counts goals, today's tasks, mindset and today's widget points on the server; medal from points", async () => {
    const m = await createMember();
    await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "A", isCompleted: true } });
    await call(createGoal, { cookie: m.cookie, body: { type: "smart2", title: "B" } });
    await call(createGoal, { cookie: m.cookie, body: { type: "main", title: "C" } });
    await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "T1", isCompleted: true } });
    await call(createGoal, { cookie: m.cookie, body: { type: "task2", title: "T2" } });
    await db.widgetAchievement.createMany({
      data: [
        { userId: m.user.id, source: "task", points: 12, requestedPoints: 12, description: "today", localDate: new Date(`${today}T00:00:00Z`) },
        { userId: m.user.id, source: "task", points: 9, requestedPoints: 9, description: "yesterday", localDate: new Date(`${addDays(today, -1)}T00:00:00Z`) },
      ],
    });
    const res = (await get(getProgress, m)).json;
    const points = await expectConsistentPoints(m.user.id);
    expect(res).toMatchObject({ points, medal: "gold", goalsCompleted: 1, goalsTotal: 3, goalCompletionPercent: 33, tasksDone: 1, tasksTotal: 3, widgetPointsToday: 12 });
  });

  it("another member's data never counts", async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    await seedAll(a.user.id, 10);
    expect((await get(getProgress, b)).json).toMatchObject({ points: 0, goalsTotal: 0, widgetPointsToday: 0 });
  });
});

describe("GET /api/badges", () => {
  it("the whole catalogue: earned with a date, locked with progress from the award's stats", async () => {
    const m = await createMember();
    await seedAll(m.user.id, 20);
    await checkBadges(m.user.id);
    const badges: BadgeProgress[] = (await get(getBadges, m)).json;
    expect(badges).toHaveLength(13);
    const by = Object.fromEntries(badges.map((b) => [b.code, b]));
    // Six SMART goals completed (seed-insights): First Goal and Goal Getter earned, Goal Crusher 6 of 10.
    expect(by["first-goal"]).toMatchObject({ earned: true, earnedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(by.goalGetter.earned).toBe(true);
    expect(by["goals-10"]).toMatchObject({ earned: false, earnedAt: null, progress: "6 of 10 SMART goals" });
    expect(by.limitless).toMatchObject({ earned: false, progress: "6 of 30 streak days" });
    const earnedRows = await db.earnedBadge.findMany({ where: { userId: m.user.id }, select: { code: true } });
    expect(badges.filter((b) => b.earned).map((b) => b.code).sort()).toEqual(earnedRows.map((r) => r.code).sort());
    // Another member sees their own (nothing earned).
    const other = await createMember();
    expect(((await get(getBadges, other)).json as BadgeProgress[]).every((b) => !b.earned)).toBe(true);
  });
});

describe("GET /api/points", () => {
  it("newest first, cursor-paged; the rows of every page sum to xpPoints", async () => {
    const m = await createMember({ timeZone: "Pacific/Auckland" });
    await seedAll(m.user.id, 12);
    await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Cursor paging" } });
    await checkBadges(m.user.id);
    const xp = await expectConsistentPoints(m.user.id);
    const seen: { id: number; points: number; date: string; source: string; description: string }[] = [];
    let cursor: number | null = null;
    for (let page = 0; page < 100; page++) {
      const res = await get(getPoints, m, `/api/points?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.entries);
      cursor = res.json.nextCursor;
      if (!cursor) break;
    }
    expect(seen.length).toBe(await db.pointsEntry.count({ where: { userId: m.user.id } }));
    expect(seen.reduce((s, e) => s + e.points, 0)).toBe(xp);
    const ids = seen.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    // The learning just added (and the badges its check brought) are on top, dated in Auckland.
    expect(seen.find((e) => e.source === "learned")).toMatchObject({ description: "Learning added", points: 5, date: localDate(new Date(), "Pacific/Auckland") });
  });

  it("bad cursors and limits answer 400; another member's rows never show", async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    await seedAll(a.user.id, 5);
    for (const q of ["cursor=0", "cursor=-1", "cursor=abc", "cursor=1e3", "limit=0", "limit=101", "limit=x", "cursor=99999999999"]) {
      const res = await get(getPoints, b, `/api/points?${q}`);
      expect({ q, status: res.status, code: res.json.code }).toEqual({ q, status: 400, code: "bad_request" });
    }
    expect((await get(getPoints, b)).json).toEqual({ entries: [], nextCursor: null });
    const maxId = (await db.pointsEntry.findFirst({ where: { userId: a.user.id }, orderBy: { id: "desc" } }))!.id;
    expect((await get(getPoints, b, `/api/points?cursor=${maxId + 1}`)).json.entries).toEqual([]);
  });
});

describe("insights", () => {
  it("a new member gets empty texts (the cards show their empty states)", async () => {
    const m = await createMember();
    expect((await get(goalInsights, m)).json).toEqual({ analysis: "", items: [] });
    expect((await get(progressInsights, m)).json).toEqual({ summary: "", items: [] });
    expect((await get(behaviorInsights, m)).json).toEqual({ insights: "", items: [] });
  });

  it("from the first day of data the Progress Summary and Behavior Patterns say something, with a why line", async () => {
    const m = await createMember();
    await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Draft the essay", isCompleted: true } });
    expect((await call(saveBehavior, { cookie: m.cookie, body: { continueDoing: "", startDoing: "Plan the week on Sunday", stopDoing: "" } })).status).toBeLessThan(300);
    const progress = (await get(progressInsights, m)).json;
    expect(progress.summary).toMatch(/So far you completed 1 of 1 daily task you set in the last two weeks\./);
    expect(progress.summary).toMatch(/You earned \d+ points in the last 7 days\./);
    for (const item of progress.items) expect(item.why).toBeTruthy();
    expect((await get(behaviorInsights, m)).json.insights).toBe("You reflected on your behavior on 1 of the last 14 days.");
  });

  it("the insight caches hold on the server: a second read answers from the cache, ?refresh=1 computes afresh", async () => {
    const m = await createMember();
    await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Draft the essay", isCompleted: true } });
    const first = (await get(progressInsights, m)).json;
    expect(first.summary).toMatch(/1 of 1 daily task/);
    // New data: the cached answer stands until it expires or the card's refresh asks again.
    await call(createGoal, { cookie: m.cookie, body: { type: "task2", title: "Read a chapter" } });
    expect((await get(progressInsights, m)).json).toEqual(first);
    const fresh = (await call(progressInsights, { cookie: m.cookie, path: "/api/insights/progress?refresh=1" })).json;
    expect(fresh.summary).toMatch(/1 of 2 daily tasks/);
    expect((await get(progressInsights, m)).json).toEqual(fresh);
    // Another member never gets this member's cached answer.
    const other = await createMember();
    expect((await get(progressInsights, other)).json).toEqual({ summary: "", items: [] });
  });

  it("a seeded history: statements from the member's own data, each with a why line", async () => {
    const m = await createMember();
    await seedAll(m.user.id, 60);
    const goals = (await get(goalInsights, m)).json;
    expect(goals.items.map((i: { text: string }) => i.text)).toEqual(
      expect.arrayContaining(['"Run a half marathon" is overdue by 2 days.', expect.stringMatching(/^"Read twelve books" is due in 2 days/), "You finished 4 of 6 goals with a deadline on time (67%)."]),
    );
    expect(goals.analysis).toBe(goals.items.map((i: { text: string }) => i.text).join("\n"));
    const progress = (await get(progressInsights, m)).json;
    expect(progress.summary).toMatch(/You completed \d+% of your daily tasks in the last two weeks/);
    expect(progress.summary).toContain("6-day streak");
    const behavior = (await get(behaviorInsights, m)).json;
    expect(behavior.insights).toContain('You have written "scrolling" under Stop Doing on 19 different days.');
    expect(behavior.insights).toMatch(/On days you used the toolkit you completed \d+% of your top tasks, against \d+% on other days\./);
    for (const r of [goals, progress, behavior]) for (const i of r.items) expect(i.why.length).toBeGreaterThan(10);
    // Another member with no history: nothing of this member's shows.
    const other = await createMember();
    expect((await get(behaviorInsights, other)).json.items).toEqual([]);
  });
});
