// The loops that farmed points through the API, 20 rounds each on one local day (docs/decisions.md
// "Fair points and sessions", "The toolkit: panel, storage and widget points"): each ends where it
// started or at its written limit (DAILY_AWARD_LIMITS for goals, WIDGET_AWARD_KINDS' daily counts
// for widgets, kept on the server), and xpPoints stays the ledger's sum.
import { POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal, DELETE as deleteGoal } from "@/app/api/goals/[id]/route";
import { POST as postAchievement } from "@/app/api/widget-achievements/route";
import { POST as reverseAchievement } from "@/app/api/widget-achievements/[id]/reversal/route";
import { DAILY_AWARD_LIMITS, POINTS } from "@/lib/constants";
import { db } from "@/lib/db";
import { WIDGET_AWARD_KINDS, type WidgetAwardKind } from "@/lib/domain/widget-awards";
import { Prisma } from "@/lib/generated/prisma/client";
import { readMemberFacts } from "@/lib/services/coach/member-facts";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const ROUNDS = 20;
const nonBadge = async (userId: number) => (await db.pointsEntry.aggregate({ where: { userId, source: { not: "badge" } }, _sum: { points: true } }))._sum.points ?? 0;

async function goalRound(m: Member, type: "smart1" | "main", i: number) {
  const g = (await call(createGoal, { cookie: m.cookie, body: { type, title: `Farm ${i}` } })).json as { id: number };
  const done = await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(g.id) }, body: { isCompleted: true } });
  expect(done.status).toBe(200);
  // The DELETE 3 s after completion archives a completed goal and frees its slot.
  expect((await call(deleteGoal, { cookie: m.cookie, method: "DELETE", params: { id: String(g.id) } })).json).toMatchObject({ archived: true });
  return done.json.pointsAwarded as number;
}

test.each([
  ["SMART", "smart1", DAILY_AWARD_LIMITS.smartGoal, POINTS.smartGoal],
  ["main", "main", DAILY_AWARD_LIMITS.mainGoal, POINTS.mainGoal],
] as const)("%s goal create-complete-delete: 20 rounds earn the day's completions only, and the coach counts those", async (_name, type, limit, points) => {
  const m = await createMember();
  const earned: number[] = [];
  for (let i = 0; i < ROUNDS; i++) earned.push(await goalRound(m, type, i));
  // Badges come on top of the first rounds; past the limit a completion earns nothing at all.
  expect(earned.slice(limit).every((p) => p === 0)).toBe(true);
  expect(await nonBadge(m.user.id)).toBe(limit * points);
  await expectConsistentPoints(m.user.id);
  const [facts] = await readMemberFacts(Prisma.sql`SELECT ${m.user.id}::int AS "id"`, new Date(), 14);
  expect(facts.goalsCompletedAt).toHaveLength(type === "main" ? 0 : limit);
  expect(await db.goal.count({ where: { userId: m.user.id } })).toBe(ROUNDS); // every goal is kept, archived
});

test("a goal reopened and completed again uses one of the day's completions, not two", async () => {
  const m = await createMember();
  const g = (await call(createGoal, { cookie: m.cookie, body: { type: "smart2", title: "Toggle" } })).json as { id: number };
  for (const isCompleted of [true, false, true, false, true]) await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(g.id) }, body: { isCompleted } });
  expect(await db.dailyAwardCount.findMany({ where: { userId: m.user.id }, select: { kind: true, count: true } })).toEqual([{ kind: "smartGoal", count: 1 }]);
});

/** What one round of each widget loop asks the server for (the widget's own award requests). */
const WIDGET_LOOPS: [loop: string, round: [WidgetAwardKind, number][]][] = [
  ["Eighty-Twenty add-complete-delete", [["eightyTwentyCompleted", 10]]],
  ["Two-Minute Rule adds", [["twoMinuteCreated", 5]]],
  ["Pomodoro task completion", [["pomodoroTaskCompleted", 5]]],
  ["Early Bird", [["earlyBirdTask", 10]]],
  ["Timeboxing creation", [["timeboxCreated", 5]]],
  ['GTD "Archive Completed Items"', [["gtdCompleted", 5], ["gtdArchived", 5]]],
  ['Task Batching "Clear Completed"', [["batchingAdded", 2], ["batchingCompleted", 3], ["batchingCleared", 5]]],
  ["Task Batching Batch Complete with a new category", [["batchingAdded", 2], ["batchingCompleted", 3], ["batchingBatch", 10]]],
  ["GTD capture-delete", [["gtdCaptured", 2]]],
  ["Kanban card start-complete-clear", [["kanbanStarted", 5], ["kanbanCompleted", 10], ["kanbanCleared", 5]]],
];

test.each(WIDGET_LOOPS)("%s: 20 rounds through the API end at the kinds' daily counts", async (_loop, round) => {
  const m = await createMember();
  const base = Date.now();
  let n = 0;
  for (let i = 0; i < ROUNDS; i++) {
    for (const [kind, points] of round) {
      const res = await call(postAchievement, { cookie: m.cookie, body: { type: "widget", kind, points, dateCreated: new Date(base - ++n).toISOString() } });
      expect(res.status).toBe(200);
    }
  }
  const perKind = new Map<WidgetAwardKind, number>();
  for (const [kind, points] of round) perKind.set(kind, (perKind.get(kind) ?? 0) + points);
  const limit = [...perKind].reduce((sum, [kind, points]) => sum + Math.min(ROUNDS, WIDGET_AWARD_KINDS[kind].daily) * points, 0);
  expect(await nonBadge(m.user.id)).toBe(Math.min(limit, POINTS.widgetDailyCap));
  expect(limit).toBeLessThan(ROUNDS * round.reduce((sum, [, p]) => sum + p, 0)); // the loop did farm before
  // The history names each award in words, never an id.
  const texts = await db.pointsEntry.findMany({ where: { userId: m.user.id, source: "widget" }, select: { description: true } });
  for (const { description } of texts) expect(description).not.toMatch(/[0-9a-f]{8}-|#\d/);
  await expectConsistentPoints(m.user.id);
});

/** Add-delete loops: each round's items deleted the same day, each award given back by its id. */
const DELETE_LOOPS: [loop: string, round: [WidgetAwardKind, number][]][] = [
  ["GTD capture-delete", [["gtdCaptured", 2]]],
  ["Two-Minute Rule add-delete", [["twoMinuteCreated", 5]]],
  ["Eighty-Twenty add-complete-delete", [["eightyTwentyCompleted", 10]]],
  ["Kanban card start-complete-delete", [["kanbanStarted", 5], ["kanbanCompleted", 10]]],
  ["Timeboxing plan-delete", [["timeboxCreated", 5]]],
];

test.each(DELETE_LOOPS)("%s: 20 rounds end where they started, and one more add earns what the first did", async (_loop, round) => {
  const m = await createMember();
  const base = Date.now();
  let n = 0;
  const add = async () => {
    const given: { id: number; points: number }[] = [];
    for (const [kind, points] of round) {
      const res = await call(postAchievement, { cookie: m.cookie, body: { type: "widget", kind, points, dateCreated: new Date(base - ++n).toISOString() } });
      given.push({ id: res.json.achievement.id, points: res.json.achievement.points });
    }
    return given;
  };
  const first = await add();
  for (const { id } of first) expect((await call(reverseAchievement, { cookie: m.cookie, params: { id: String(id) }, method: "POST" })).status).toBe(200);
  for (let i = 1; i < ROUNDS; i++) {
    for (const { id } of await add()) await call(reverseAchievement, { cookie: m.cookie, params: { id: String(id) }, method: "POST" });
  }
  expect(await nonBadge(m.user.id)).toBe(0);
  expect((await add()).map((a) => a.points)).toEqual(first.map((a) => a.points));
  expect(await nonBadge(m.user.id)).toBe(round.reduce((sum, [, p]) => sum + p, 0));
  await expectConsistentPoints(m.user.id);
});
