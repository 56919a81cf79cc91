// Fair points (docs/decisions.md "Fair points and sessions"): an award is earned once for the
// thing it is for. The add-and-delete loops that farmed points through the API gain nothing; a
// removal the same local day takes the award back with a reversing ledger row (badges stay); the
// repeatable journal items earn for DAILY_AWARD_LIMITS a day; xpPoints stays the ledger's sum.
import { POST as addLearning } from "@/app/api/learnings/route";
import { DELETE as deleteLearning } from "@/app/api/learnings/[id]/route";
import { POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal, DELETE as deleteGoal } from "@/app/api/goals/[id]/route";
import { GET as listPoints } from "@/app/api/points/route";
import { GET as listBadges } from "@/app/api/badges/route";
import { DAILY_AWARD_LIMITS, POINTS } from "@/lib/constants";
import { db } from "@/lib/db";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const badgePoints = async (userId: number) => (await db.earnedBadge.count({ where: { userId } })) * POINTS.badge;

async function addAndDelete(m: Member, type: "learned" | "accomplished", content: string) {
  const added = await call(addLearning, { cookie: m.cookie, body: { type, content } });
  expect(added.status).toBe(200);
  const deleted = await call(deleteLearning, { cookie: m.cookie, method: "DELETE", params: { id: String(added.json.id) } });
  expect(deleted.status).toBe(200);
  return { added: added.json.pointsAwarded as number, deleted: deleted.json.pointsAwarded as number };
}

test("20 add-and-delete rounds of journal items gain nothing but the medals the first one crossed", async () => {
  const m = await createMember();
  for (let i = 0; i < 20; i++) await addAndDelete(m, i % 2 ? "learned" : "accomplished", `Round ${i}`);
  // Before: 20 x 5 + 3 medals x 20 = 160. Now each item's 5 is taken back; the medals stay.
  const total = await expectConsistentPoints(m.user.id);
  expect(total).toBe(await badgePoints(m.user.id));
  expect(total).toBe(3 * POINTS.badge);
  expect(await db.learningItem.count({ where: { userId: m.user.id } })).toBe(0);
});

test("the reversal is a ledger row of its own, shown as such in the points history, and happens once", async () => {
  const m = await createMember();
  await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Keep me" } }); // the medals
  const round = await addAndDelete(m, "learned", "Gone");
  expect(round).toEqual({ added: 5, deleted: -5 });
  const again = await call(deleteLearning, { cookie: m.cookie, method: "DELETE", params: { id: "999999" } });
  expect(again.status).toBe(404);
  const history = await call(listPoints, { cookie: m.cookie, path: "/api/points" });
  const [reversal, award] = history.json.entries;
  expect(reversal).toMatchObject({ source: "learned", points: -5, description: "Taken back: Learning added (deleted the same day)" });
  expect(award).toMatchObject({ source: "learned", points: 5, description: "Learning added" });
  const reversals = await db.pointsEntry.findMany({ where: { userId: m.user.id, points: { lt: 0 } }, select: { idempotencyKey: true } });
  const original = await db.pointsEntry.findUniqueOrThrow({ where: { id: award.id }, select: { idempotencyKey: true } });
  expect(reversals).toEqual([{ idempotencyKey: `undo:${original.idempotencyKey}` }]);
  expect(await expectConsistentPoints(m.user.id)).toBe(5 + 3 * POINTS.badge);
});

test("an item deleted on a later day keeps its points", async () => {
  const m = await createMember();
  const added = await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Yesterday's" } });
  // The award was given yesterday (the item stays on the current page: no reset ran).
  await db.pointsEntry.updateMany({ where: { userId: m.user.id }, data: { createdAt: new Date(Date.now() - 36 * 3600_000) } });
  const deleted = await call(deleteLearning, { cookie: m.cookie, method: "DELETE", params: { id: String(added.json.id) } });
  expect(deleted.json.pointsAwarded).toBe(0);
  expect(await expectConsistentPoints(m.user.id)).toBe(5 + 3 * POINTS.badge);
});

test("journal items earn for the day's count of each type, then 0; deleting does not give the count back", async () => {
  const m = await createMember();
  const limit = DAILY_AWARD_LIMITS.learned;
  const earned: number[] = [];
  for (let i = 0; i < limit + 2; i++) earned.push((await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: `L${i}` } })).json.pointsAwarded);
  expect(earned.slice(1, limit)).toEqual(Array(limit - 1).fill(5));
  expect(earned.slice(limit)).toEqual([0, 0]);
  // The other type has its own count.
  expect((await call(addLearning, { cookie: m.cookie, body: { type: "accomplished", content: "A" } })).json.pointsAwarded).toBe(5);
  expect(await addAndDelete(m, "learned", "Over the count")).toEqual({ added: 0, deleted: 0 });
  expect(await expectConsistentPoints(m.user.id)).toBe((limit + 1) * 5 + 3 * POINTS.badge);
});

test("racing adds stay within the day's count", async () => {
  const m = await createMember();
  const limit = DAILY_AWARD_LIMITS.accomplished;
  await Promise.all(Array.from({ length: limit + 5 }, (_, i) => call(addLearning, { cookie: m.cookie, body: { type: "accomplished", content: `R${i}` } })));
  const awards = await db.pointsEntry.count({ where: { userId: m.user.id, source: "accomplished" } });
  expect(awards).toBe(limit);
  expect(await expectConsistentPoints(m.user.id)).toBe(limit * 5 + 3 * POINTS.badge);
});

async function goal(m: Member, type: string, title: string) {
  return (await call(createGoal, { cookie: m.cookie, body: { type, title } })).json as { id: number };
}
const patch = (m: Member, id: number, body: object) => call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(id) }, body });
const remove = (m: Member, id: number) => call(deleteGoal, { cookie: m.cookie, method: "DELETE", params: { id: String(id) } });

test("a SMART goal completed, reopened and deleted gives its 25 back; create-complete-reopen-delete loops gain nothing", async () => {
  const m = await createMember();
  const rounds = DAILY_AWARD_LIMITS.smartGoal + 1;
  for (let i = 0; i < rounds; i++) {
    const g = await goal(m, "smart1", `Loop ${i}`);
    await patch(m, g.id, { isCompleted: true });
    await patch(m, g.id, { isCompleted: false });
    const res = await remove(m, g.id);
    // Past the day's completions nothing was given, so nothing is taken back.
    const back = i < DAILY_AWARD_LIMITS.smartGoal ? -POINTS.smartGoal : 0;
    expect(res.json).toMatchObject({ success: true, archived: false, pointsAwarded: back });
  }
  expect(await expectConsistentPoints(m.user.id)).toBe(await badgePoints(m.user.id));
});

test("undone goals are not achievements: the badges and their progress count the goals kept", async () => {
  const m = await createMember();
  // Three complete -> reopen -> delete rounds wrote six smartGoal rows (three awards, three reversals).
  for (let i = 0; i < 3; i++) {
    const g = await goal(m, "smart1", `Undone ${i}`);
    await patch(m, g.id, { isCompleted: true });
    await patch(m, g.id, { isCompleted: false });
    await remove(m, g.id);
  }
  const earned = (await db.earnedBadge.findMany({ where: { userId: m.user.id }, select: { code: true } })).map((b) => b.code);
  expect(earned).not.toContain("goalGetter");
  const badges = (await call(listBadges, { cookie: m.cookie, path: "/api/badges" })).json as { code: string; current: number; progress: string }[];
  expect(badges.find((b) => b.code === "goalGetter")).toMatchObject({ current: 0, progress: "0 of 5 SMART goals" });
  // One goal kept counts one (on a day whose completions are not used up yet).
  await db.dailyAwardCount.deleteMany({ where: { userId: m.user.id } });
  const kept = await goal(m, "smart2", "Kept");
  await patch(m, kept.id, { isCompleted: true });
  const after = (await call(listBadges, { cookie: m.cookie, path: "/api/badges" })).json as { code: string; current: number }[];
  expect(after.find((b) => b.code === "goalGetter")?.current).toBe(1);
});

test("a completed SMART goal leaving its slot (archived) keeps its points", async () => {
  const m = await createMember();
  const g = await goal(m, "smart2", "Real goal");
  await patch(m, g.id, { isCompleted: true });
  expect((await remove(m, g.id)).json).toMatchObject({ archived: true, pointsAwarded: 0 });
  expect(await expectConsistentPoints(m.user.id)).toBe(POINTS.smartGoal + (await badgePoints(m.user.id)));
});

test("a completed task deleted the same day gives its 10 back, and its slot earns no more that day", async () => {
  const m = await createMember();
  const t = await goal(m, "task1", "Task");
  expect((await patch(m, t.id, { isCompleted: true })).json.pointsAwarded).toBeGreaterThanOrEqual(POINTS.dailyTask);
  expect((await remove(m, t.id)).json.pointsAwarded).toBe(-POINTS.dailyTask);
  const again = await goal(m, "task1", "Task again");
  expect((await patch(m, again.id, { isCompleted: true })).json.pointsAwarded).toBe(0);
  expect(await expectConsistentPoints(m.user.id)).toBe(await badgePoints(m.user.id));
});

test("another member's goal or item cannot be deleted, and takes nothing back", async () => {
  const [a, b] = [await createMember(), await createMember()];
  const item = await call(addLearning, { cookie: a.cookie, body: { type: "learned", content: "Mine" } });
  const g = await goal(a, "task2", "Mine too");
  await patch(a, g.id, { isCompleted: true });
  expect((await call(deleteLearning, { cookie: b.cookie, method: "DELETE", params: { id: String(item.json.id) } })).status).toBe(404);
  expect((await remove(b, g.id)).status).toBe(404);
  expect(await expectConsistentPoints(a.user.id)).toBe(5 + POINTS.dailyTask + (await badgePoints(a.user.id)));
  expect(await expectConsistentPoints(b.user.id)).toBe(0);
});
