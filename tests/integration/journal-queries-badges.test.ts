// The set-based badge statement (lib/services/member-write/check-badges) against the catalogue's own
// rule (lib/domain/badges badgesToAward): the same badges for the same stats, including badges
// whose points unlock further badges; each once under concurrency, with its notification and
// 20 points, and xpPoints equal to the ledger.
import { POST as addLearning } from "@/app/api/learnings/route";
import { POINTS } from "@/lib/constants";
import { db } from "@/lib/db";
import { BADGES, badgesToAward, type BadgeStats } from "@/lib/domain/badges";
import { checkBadges } from "@/lib/services/member-write/check-badges";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

let seq = 0;

/** A member whose stats are exactly `stats`, holding the `earned` badges. */
async function memberWithStats(stats: BadgeStats, earned: string[]): Promise<number> {
  seq += 1;
  const user = await db.user.create({ data: { username: `b${seq}`, usernameKey: `b${seq}`, passwordHash: "x", streak: stats.streak, xpPoints: stats.points } });
  const entry = (source: string, points: number, key: string) => ({ userId: user.id, source, points, description: source, idempotencyKey: key });
  const counted = [
    ...Array.from({ length: stats.smartGoalsCompleted }, (_, i) => entry("smartGoal", 0, `goal:${i}`)),
    ...Array.from({ length: stats.mindsetAllDays }, (_, i) => entry("mindsetAllBonus", 0, `mindset-all:${i}`)),
  ];
  await db.pointsEntry.createMany({ data: [...counted, entry("seed", stats.points, "seed")] });
  await db.widgetAchievement.createMany({
    data: Array.from({ length: stats.widgetAchievements }, (_, i) => ({ userId: user.id, source: "test", points: 0, requestedPoints: 1, description: `t${i}`, localDate: new Date("2026-01-01") })),
  });
  await db.earnedBadge.createMany({ data: earned.map((code) => ({ userId: user.id, code })) });
  return user.id;
}

const newBadges = async (userId: number, before: string[]) =>
  (await db.earnedBadge.findMany({ where: { userId }, select: { code: true } })).map((b) => b.code).filter((c) => !before.includes(c)).sort();

async function expectSameAsDomain(stats: BadgeStats, earned: string[]) {
  const userId = await memberWithStats(stats, earned);
  const expected = badgesToAward(stats, earned).map((b) => b.code).sort();
  const points = await checkBadges(userId);
  expect({ stats, earned, won: await newBadges(userId, earned) }).toEqual({ stats, earned, won: expected });
  expect(points).toBe(expected.length * POINTS.badge);
  const titles = (await db.notification.findMany({ where: { userId }, select: { title: true } })).map((n) => n.title).sort();
  expect(titles).toEqual(expected.map((code) => `Badge Unlocked: ${BADGES.find((b) => b.code === code)!.name}`).sort());
  await expectConsistentPoints(userId);
  expect(await checkBadges(userId)).toBe(0); // nothing twice
}

const zero: BadgeStats = { smartGoalsCompleted: 0, streak: 0, mindsetAllDays: 0, widgetAchievements: 0, points: 0 };
const MEDALS = ["xp-5", "xp-10", "xp-15"];

test.each([
  ["nothing done", zero, []],
  ["4 points: nothing", { ...zero, points: 4 }, []],
  ["5 points: Bronze, whose 20 bring Silver and Gold", { ...zero, points: 5 }, []],
  ["a SMART goal: First Goal and the medals", { ...zero, smartGoalsCompleted: 1, points: 25 }, []],
  ["every threshold at once", { smartGoalsCompleted: 10, streak: 30, mindsetAllDays: 7, widgetAchievements: 25, points: 800 }, []],
  ["980 + one new badge reach Champion", { ...zero, streak: 5, points: 980 }, MEDALS],
  ["979 + one new badge do not", { ...zero, streak: 5, points: 979 }, MEDALS],
  ["940 + the three medals reach Champion", { ...zero, points: 940 }, []],
  ["939 + the three medals do not", { ...zero, points: 939 }, []],
  ["all earned", { smartGoalsCompleted: 10, streak: 30, mindsetAllDays: 7, widgetAchievements: 25, points: 5000 }, BADGES.map((b) => b.code)],
  ["Silver earned but not Bronze", { ...zero, points: 6 }, ["xp-10"]],
] as [string, BadgeStats, string[]][])("%s", async (_name, stats, earned) => {
  await expectSameAsDomain(stats, earned);
});

test("random stats: the statement agrees with the catalogue's rule", async () => {
  let state = 20260314;
  const rand = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  for (let i = 0; i < 30; i++) {
    const stats: BadgeStats = { smartGoalsCompleted: rand(12), streak: rand(35), mindsetAllDays: rand(9), widgetAchievements: rand(28), points: rand(3) ? rand(1100) : rand(20) };
    const earned = BADGES.filter(() => rand(3) === 0).map((b) => b.code);
    await expectSameAsDomain(stats, earned);
  }
});

test("concurrent checks award each badge once", async () => {
  const userId = await memberWithStats({ ...zero, smartGoalsCompleted: 1, points: 25 }, []);
  const points = await Promise.all(Array.from({ length: 6 }, () => checkBadges(userId)));
  expect(points.reduce((a, b) => a + b, 0)).toBe(4 * POINTS.badge);
  expect(await newBadges(userId, [])).toEqual(["first-goal", ...MEDALS].sort());
  expect(await db.notification.count({ where: { userId } })).toBe(4);
  expect(await expectConsistentPoints(userId)).toBe(25 + 4 * POINTS.badge);
});

test("a threshold only the sum of racing awards reaches is still awarded, once", async () => {
  for (let round = 0; round < 5; round++) {
    const m = await createMember();
    await db.pointsEntry.create({ data: { userId: m.user.id, source: "seed", points: 990, description: "seed", idempotencyKey: "seed" } });
    await db.user.update({ where: { id: m.user.id }, data: { xpPoints: 990 } });
    await db.earnedBadge.createMany({ data: MEDALS.map((code) => ({ userId: m.user.id, code })) });
    // Each add is 5: 995 alone, 1,000 only together.
    await Promise.all([1, 2].map((i) => call(addLearning, { cookie: m.cookie, body: { type: "learned", content: `L${i}` } })));
    expect(await newBadges(m.user.id, MEDALS)).toEqual(["champion"]);
    expect(await expectConsistentPoints(m.user.id)).toBe(990 + 2 * POINTS.learned + POINTS.badge);
  }
});
