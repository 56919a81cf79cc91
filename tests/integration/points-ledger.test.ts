// The points ledger and badges (docs/product/points-and-badges.md#points, #badges): xpPoints always equals the
// ledger sum, each badge is earned once with its 20 points and a 'Badge Unlocked: <name>'
// notification, also when awards race.
import { POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal, DELETE as deleteGoal } from "@/app/api/goals/[id]/route";
import { POST as saveBehavior } from "@/app/api/behavior/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { POST as saveMindset } from "@/app/api/mindset/route";
import { POST as forceReset } from "@/app/api/force-reset/route";
import { db } from "@/lib/db";
import { POINTS } from "@/lib/constants";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints, ledgerKeys } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const badgesOf = async (userId: number) =>
  (await db.earnedBadge.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { code: true } })).map((b) => b.code);
const notificationTitles = async (userId: number) =>
  (await db.notification.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { title: true } })).map((n) => n.title);

async function completeSmartGoal(m: Member, title: string) {
  const goal = (await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title } })).json;
  const done = await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(goal.id) }, body: { isCompleted: true } });
  await call(deleteGoal, { cookie: m.cookie, method: "DELETE", params: { id: String(goal.id) } });
  return done.json.pointsAwarded as number;
}

test("the first award brings the medals: Bronze at 5 points, whose +20 brings Silver and Gold", async () => {
  const m = await createMember();
  const res = await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "First lesson" } });
  expect(res.json.pointsAwarded).toBe(5 + 3 * POINTS.badge);
  expect(await badgesOf(m.user.id)).toEqual(["xp-5", "xp-10", "xp-15"]);
  expect(await notificationTitles(m.user.id)).toEqual(["Badge Unlocked: Bronze Medal", "Badge Unlocked: Silver Medal", "Badge Unlocked: Gold Medal"]);
  const badgeRows = await db.pointsEntry.findMany({ where: { userId: m.user.id, source: "badge" }, orderBy: { id: "asc" }, select: { points: true, idempotencyKey: true } });
  expect(badgeRows).toEqual([
    { points: 20, idempotencyKey: "badge:xp-5" },
    { points: 20, idempotencyKey: "badge:xp-10" },
    { points: 20, idempotencyKey: "badge:xp-15" },
  ]);
  expect(await expectConsistentPoints(m.user.id)).toBe(65);
});

test("SMART goal badges: First Goal at 1, Goal Getter at 5 completions that earned; each once", async () => {
  const m = await createMember();
  await completeSmartGoal(m, "Goal 1");
  expect(await badgesOf(m.user.id)).toEqual(["first-goal", "xp-5", "xp-10", "xp-15"]);
  for (let i = 2; i <= 3; i++) await completeSmartGoal(m, `Goal ${i}`);
  // Past the day's three (DAILY_AWARD_LIMITS) a completion earns nothing and counts for no badge.
  expect(await completeSmartGoal(m, "Goal 4")).toBe(0);
  expect(await badgesOf(m.user.id)).toEqual(["first-goal", "xp-5", "xp-10", "xp-15"]);
  // The next local day (the day's count moved back a day): two more earn, and the fifth brings Goal Getter.
  await db.dailyAwardCount.updateMany({ where: { userId: m.user.id }, data: { localDate: new Date(Date.now() - 2 * 86_400_000) } });
  for (let i = 5; i <= 6; i++) await completeSmartGoal(m, `Goal ${i}`);
  expect(await badgesOf(m.user.id)).toEqual(["first-goal", "xp-5", "xp-10", "xp-15", "goalGetter"]);
  expect((await notificationTitles(m.user.id)).filter((t) => t === "Badge Unlocked: Goal Getter")).toHaveLength(1);
  // 5 goals x 25 + 5 badges x 20
  expect(await expectConsistentPoints(m.user.id)).toBe(5 * 25 + 5 * 20);
});

test("Mindset Master: all three exercises on one day", async () => {
  const m = await createMember();
  await call(saveMindset, { cookie: m.cookie, body: { isVisualizationCompleted: true, isSelfTalkCompleted: true, isFocusCompleted: true } });
  expect(await badgesOf(m.user.id)).toContain("mindset-master");
  expect(await notificationTitles(m.user.id)).toContain("Badge Unlocked: Mindset Master");
  // 3 x 15 + 25 bonus + 4 badges (xp-5, xp-10, xp-15, mindset-master)
  expect(await expectConsistentPoints(m.user.id)).toBe(45 + 25 + 4 * 20);
});

test("racing awards earn each badge once and keep xpPoints equal to the ledger", async () => {
  const m = await createMember();
  await Promise.all([
    ...Array.from({ length: 6 }, (_, i) => call(addLearning, { cookie: m.cookie, body: { type: i % 2 ? "learned" : "accomplished", content: `Item ${i}` } })),
    call(saveBehavior, { cookie: m.cookie, body: { continueDoing: "Keep going" } }),
    call(saveBehavior, { cookie: m.cookie, body: { startDoing: "Start" } }),
    call(saveMindset, { cookie: m.cookie, body: { isFocusCompleted: true } }),
    call(saveMindset, { cookie: m.cookie, body: { isFocusCompleted: true } }),
    call(forceReset, { cookie: m.cookie, method: "POST" }),
  ]);
  const badges = await badgesOf(m.user.id);
  expect(new Set(badges).size).toBe(badges.length);
  expect(badges).toEqual(expect.arrayContaining(["xp-5", "xp-10", "xp-15"]));
  const keys = await ledgerKeys(m.user.id, { badges: true });
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.filter((k) => k.startsWith("behavior:"))).toHaveLength(1);
  expect(keys.filter((k) => k.startsWith("mindset:"))).toHaveLength(1);
  expect(keys.filter((k) => k.startsWith("learning:"))).toHaveLength(6);
  expect(await db.notification.count({ where: { userId: m.user.id } })).toBe(badges.length);
  // 6 x 5 + 8 + 15 + badges x 20 (streak 1 earns no bonus)
  expect(await expectConsistentPoints(m.user.id)).toBe(30 + 8 + 15 + badges.length * 20);
});

test("Champion at 1,000 points", async () => {
  const m = await createMember();
  await db.user.update({ where: { id: m.user.id }, data: { xpPoints: 995 } });
  await db.pointsEntry.create({ data: { userId: m.user.id, source: "test", points: 995, description: "seed", idempotencyKey: "seed" } });
  await db.earnedBadge.createMany({ data: ["xp-5", "xp-10", "xp-15"].map((code) => ({ userId: m.user.id, code })) });
  await call(saveBehavior, { cookie: m.cookie, body: { stopDoing: "Snoozing" } });
  expect(await badgesOf(m.user.id)).toContain("champion");
  expect(await expectConsistentPoints(m.user.id)).toBe(995 + 8 + 20);
});
