// GET /api/stats?range=: the caller's history (docs/product/profile.md#stats), computed in one statement.
import { GET as getStats } from "@/app/api/stats/route";
import { db } from "@/lib/db";
import { addDays, dateColumn, localDate } from "@/lib/domain/day";
import type { StatsDto } from "@/lib/schemas/stats";
import { call, createMember } from "@/tests/support/api";
import { seedHistory } from "@/tests/support/seed-history-db";
import { expectConsistentPoints } from "./journal-helpers";

const today = localDate(new Date(), "UTC");
const stats = async (cookie: string, range = "week"): Promise<{ status: number; json: StatsDto }> =>
  call(getStats, { cookie, path: `/api/stats?range=${range}` });

test("401 without a session; bad ranges answer 400", async () => {
  expect((await call(getStats, { path: "/api/stats?range=week" })).status).toBe(401);
  const m = await createMember();
  for (const range of ["day", "WEEK", "", "week;DROP", "1"]) {
    const res = await call(getStats, { cookie: m.cookie, path: `/api/stats?range=${encodeURIComponent(range)}` });
    expect({ range, status: res.status, code: res.json.code }).toEqual({ range, status: 400, code: "bad_request" });
  }
  expect((await call(getStats, { cookie: m.cookie, path: "/api/stats" })).json.range).toBe("month");
});

test("a member who joined today has one day, whatever the range", async () => {
  const m = await createMember();
  for (const range of ["week", "month", "year", "all"]) {
    const res = await stats(m.cookie, range);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ range, from: today, to: today, pointsBefore: 0, rates: { activeDays: { done: 0, total: 1 } } });
    expect(res.json.days).toHaveLength(1);
  }
});

describe("with 60 days of history", () => {
  let a: Awaited<ReturnType<typeof createMember>>;
  let b: Awaited<ReturnType<typeof createMember>>;
  const first = addDays(today, -60);
  beforeAll(async () => {
    [a, b] = await Promise.all([createMember(), createMember()]);
    await db.user.update({ where: { id: a.user.id }, data: { dateCreated: new Date(`${first}T10:00:00Z`) } });
    await seedHistory(a.user.id, first, addDays(today, -1));
    // The stored streak as the days' resets left it (the header's; /stats' current streak reads it).
    const yesterday = await db.journalDay.findUniqueOrThrow({ where: { userId_date: { userId: a.user.id, date: dateColumn(addDays(today, -1)) } } });
    await db.user.update({ where: { id: a.user.id }, data: { streak: yesterday.streak, lastActiveDate: yesterday.date } });
  });

  it("keeps the ledger and xpPoints in step", async () => {
    await expectConsistentPoints(a.user.id);
  });

  it("lists every date of the window with what was done, counts next to rates", async () => {
    const { json } = await stats(a.cookie, "week");
    expect(json.from).toBe(addDays(today, -6));
    expect(json.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(json.from, i)));
    const seeded = json.days.slice(0, 6);
    for (const day of seeded) expect(day.tasksCompleted).toBeGreaterThanOrEqual(2);
    expect(json.days[6]).toMatchObject({ date: today, points: 0, tasksCompleted: 0, journalWritten: false, active: false });
    expect(json.rates.journalDays).toEqual({ done: 6, total: 7 });
    expect(json.rates.tasks.done).toBe(seeded.reduce((s, d) => s + d.tasksCompleted, 0));
    expect(json.rates.tasks.total).toBe(18);
    expect(json.rates.activeDays.done).toBe(json.days.filter((d) => d.active).length);
    expect(json.weekdays.map((w) => w.days)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const points = await db.pointsEntry.aggregate({ where: { userId: a.user.id, createdAt: { lt: new Date(`${json.from}T00:00:00Z`) } }, _sum: { points: true } });
    expect(json.pointsBefore).toBe(points._sum.points);
  });

  it("all time starts at the first date; streak runs and bests span the whole history", async () => {
    const { json } = await stats(a.cookie, "all");
    expect(json.from).toBe(first);
    expect(json.days).toHaveLength(61);
    // Every 7th date (n = 3, 10, ...) is inactive: runs of 6 after the first short one.
    expect(json.bests.bestStreak.length).toBe(6);
    const active = json.days.filter((d) => d.active);
    expect(Math.max(...active.map((d) => d.streak))).toBe(6);
    expect(json.bests.bestDay).toEqual({ date: expect.any(String), points: 30 });
    expect(json.bests.mostTasksDay?.tasks).toBe(3);
    expect(json.bests.totalPoints).toBe(await expectConsistentPoints(a.user.id));
    // Yesterday was active unless its position was n % 7 = 3 (n = 60: 60 % 7 = 4, active).
    expect(json.bests.currentStreak.end).toBe(addDays(today, -1));
    expect(json.bests.currentStreak.length).toBe((await db.user.findUniqueOrThrow({ where: { id: a.user.id } })).streak);
    expect(json.badges.find((x) => x.code === "xp-15")).toMatchObject({ earned: false, current: 15, target: 15, progress: "15 of 15 points" });
  });

  it("another member's history never shows", async () => {
    const { json } = await stats(b.cookie, "all");
    expect(json.days).toHaveLength(1);
    expect(json.bests).toMatchObject({ bestDay: null, mostTasksDay: null, totalPoints: 0, bestStreak: { length: 0 } });
  });
});
