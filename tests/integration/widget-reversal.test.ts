// POST /api/widget-achievements/{id}/reversal through its handler (docs/product/points-and-badges.md#fair-points;
// docs/decisions.md "Fair points and sessions"): a widget item deleted the same local day gives its
// award back once, with the kind's daily count and the day's widget points; another member's id is
// a 404, an award of another day is refused, a bad id is a 400; a badge already given stays.
import { POST as postAchievement } from "@/app/api/widget-achievements/route";
import { POST as reverse } from "@/app/api/widget-achievements/[id]/reversal/route";
import { GET as getWidgetPoints } from "@/app/api/widget-points/route";
import { db } from "@/lib/db";
import { addDays, localDate, dateColumn } from "@/lib/domain/day";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
let n = 0;
const award = async (m: Member, kind = "gtdCaptured", points = 2) => {
  const res = await call(postAchievement, { cookie: m.cookie, body: { type: "widget", kind, points, dateCreated: new Date(Date.now() - ++n).toISOString() } });
  expect(res.status).toBe(200);
  return res.json as { achievement: { id: number; points: number }; pointsAwarded: number };
};
const reversal = (m: Member, id: string | number) => call(reverse, { cookie: m.cookie, method: "POST", params: { id: String(id) } });
const xp = async (userId: number) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).xpPoints;

test("a reversal takes the award back once, with its daily count and the day's widget points", async () => {
  const m = await createMember();
  const first = await award(m);
  const before = await xp(m.user.id);
  const res = await reversal(m, first.achievement.id);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ reversed: true, pointsAwarded: -2 });
  expect(await xp(m.user.id)).toBe(before - 2);
  const entry = await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, idempotencyKey: `undo:widget:${first.achievement.id}` } });
  expect(entry).toMatchObject({ points: -2, source: "widget", reference: String(first.achievement.id), description: "Taken back: Widget: Getting Things Done: captured (deleted the same day)" });
  expect((await db.dailyAwardCount.findFirstOrThrow({ where: { userId: m.user.id, kind: "widget:gtdCaptured" } })).count).toBe(0);
  expect((await db.widgetPointsDay.findFirstOrThrow({ where: { userId: m.user.id } })).points).toBe(0);
  expect((await call(getWidgetPoints, { cookie: m.cookie })).json).toMatchObject({ today: 0, achievements: 0 });

  // A second reversal of the same award writes nothing.
  expect((await reversal(m, first.achievement.id)).json).toEqual({ reversed: false, pointsAwarded: 0 });
  expect(await db.pointsEntry.count({ where: { userId: m.user.id, points: { lt: 0 } } })).toBe(1);
  expect((await db.dailyAwardCount.findFirstOrThrow({ where: { userId: m.user.id, kind: "widget:gtdCaptured" } })).count).toBe(0);
  await expectConsistentPoints(m.user.id);
});

test("a badge already given stays; an award the cap had left at 0 gives back its count only", async () => {
  const m = await createMember();
  const first = await award(m, "kanbanMilestone", 25);
  expect(first.pointsAwarded).toBeGreaterThan(25); // 25 and the first badges (the medals' xp)
  const badges = await db.earnedBadge.count({ where: { userId: m.user.id } });
  expect((await reversal(m, first.achievement.id)).json).toEqual({ reversed: true, pointsAwarded: -25 });
  expect(await db.earnedBadge.count({ where: { userId: m.user.id } })).toBe(badges);

  // gtdArchived earns once a day: the second is stored at 0; giving it back gives back its count only.
  const paid = await award(m, "gtdArchived", 5);
  const unpaid = await award(m, "gtdArchived", 5);
  expect([paid.achievement.points, unpaid.achievement.points]).toEqual([5, 0]);
  expect((await reversal(m, unpaid.achievement.id)).json).toEqual({ reversed: true, pointsAwarded: 0 });
  expect((await db.dailyAwardCount.findFirstOrThrow({ where: { userId: m.user.id, kind: "widget:gtdArchived" } })).count).toBe(1);
  expect((await reversal(m, paid.achievement.id)).json).toEqual({ reversed: true, pointsAwarded: -5 });
  expect((await award(m, "gtdArchived", 5)).achievement.points).toBe(5); // the day's one again
  await expectConsistentPoints(m.user.id);
});

test("another member's award is a 404, an award of another day is refused, a bad id is a 400", async () => {
  const [owner, other] = [await createMember(), await createMember()];
  const given = await award(owner);
  const theirs = await reversal(other, given.achievement.id);
  expect(theirs.status).toBe(404);
  expect(theirs.json).toMatchObject({ code: "not_found", message: "Award not found" });
  expect((await reversal(owner, 2_000_000_000)).status).toBe(404);

  const old = await award(owner, "gtdClarified", 2);
  await db.widgetAchievement.update({ where: { id: old.achievement.id }, data: { localDate: dateColumn(addDays(localDate(new Date(), "UTC"), -1)) } });
  const refused = await reversal(owner, old.achievement.id);
  expect(refused.status).toBe(409);
  expect(refused.json).toMatchObject({ code: "conflict", message: expect.stringContaining("another day") });

  for (const bad of ["abc", "0", "-3", "1.5"]) expect((await reversal(owner, bad)).status).toBe(400);
  // Nothing was taken back by any of these.
  expect(await db.pointsEntry.count({ where: { userId: { in: [owner.user.id, other.user.id] }, points: { lt: 0 } } })).toBe(0);
  await expectConsistentPoints(owner.user.id);
});
