// /api/cron/tick: Bearer CRON_SECRET, set-based resets of every member past their local
// midnight (members in four time zones, pinned `now`), safe when two ticks run at once.
import { GET as tickGet, POST as tickPost } from "@/app/api/cron/tick/route";
import { db } from "@/lib/db";
import { dateColumn, fromDateColumn } from "@/lib/domain/day";
import { resetDueMembers } from "@/lib/services/reset/reset-due-members";
import { QUEUES } from "@/lib/queue/queues";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { call, createMember } from "@/tests/support/api";
import { sqlSent } from "@/tests/support/round-trips";

const ZONES = ["Pacific/Auckland", "America/Los_Angeles", "Asia/Kolkata", "UTC"] as const;
const auth = { authorization: `Bearer ${process.env.CRON_SECRET}` };

async function membersIn(lastResetDate: string) {
  const members: Record<string, number> = {};
  for (const tz of ZONES) {
    const { user } = await createMember({ timeZone: tz });
    await db.user.update({ where: { id: user.id }, data: { lastResetDate: dateColumn(lastResetDate), lastActiveDate: dateColumn(lastResetDate), streak: 4 } });
    members[tz] = user.id;
  }
  return members;
}

async function stateOf(ids: Record<string, number>) {
  const users = await db.user.findMany({ where: { id: { in: Object.values(ids) } }, select: { id: true, lastResetDate: true, streak: true } });
  const pages = await db.journalPage.findMany({ where: { userId: { in: Object.values(ids) } }, select: { userId: true, date: true, pageNo: true } });
  return Object.fromEntries(
    Object.entries(ids).map(([tz, id]) => {
      const u = users.find((x) => x.id === id)!;
      return [tz, { lastResetDate: fromDateColumn(u.lastResetDate!), streak: u.streak, pages: pages.filter((p) => p.userId === id).map((p) => `${fromDateColumn(p.date)}#${p.pageNo}`) }];
    }),
  );
}

describe("authorization", () => {
  it.each([
    ["no Authorization header", {}],
    ["a wrong secret", { authorization: "Bearer wrong-secret-wrong-secret-00" }],
    ["Basic instead of Bearer", { authorization: `Basic ${process.env.CRON_SECRET}` }],
    ["the secret without Bearer", { authorization: `${process.env.CRON_SECRET}` }],
  ])("%s answers 401 and resets nobody", async (_name, headers) => {
    const { user } = await createMember();
    for (const route of [tickPost, tickGet]) {
      const res = await call(route, { method: route === tickPost ? "POST" : "GET", headers });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("unauthorized");
    }
    expect(await db.journalPage.count({ where: { userId: user.id } })).toBe(0);
  });

  it("the right secret enqueues the tick (202), which a worker runs with the real time", async () => {
    const { user } = await createMember();
    const res = await call(tickPost, { method: "POST", headers: auth });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ queued: true, jobId: expect.any(String) });
    expect(await db.journalPage.count({ where: { userId: user.id } })).toBe(0);
    expect(await runQueuedJobs()).toMatchObject({ [QUEUES.cronTick]: 1 });
    expect(await db.journalPage.count({ where: { userId: user.id } })).toBe(1);
    const again = await call(tickGet, { method: "GET", headers: auth });
    expect(again.status).toBe(202);
    await runQueuedJobs();
    expect(await db.journalPage.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("resetDueMembers(now)", () => {
  beforeEach(async () => {
    // Each test sees only its own members.
    await db.user.deleteMany({});
  });

  it("resets only the members whose local midnight has passed", async () => {
    const ids = await membersIn("2026-03-14");
    // 11:30Z: 00:30 on the 15th in Auckland (UTC+13); still the 14th in LA, Kolkata and UTC.
    expect(await resetDueMembers(new Date("2026-03-14T11:30:00Z"))).toEqual({ resets: 1, pagesCreated: 1 });
    let s = await stateOf(ids);
    expect(s["Pacific/Auckland"]).toEqual({ lastResetDate: "2026-03-15", streak: 4, pages: ["2026-03-15#1"] });
    for (const tz of ["America/Los_Angeles", "Asia/Kolkata", "UTC"]) expect(s[tz]).toMatchObject({ lastResetDate: "2026-03-14", pages: [] });

    // 18:30Z: midnight in Kolkata (UTC+5:30).
    expect((await resetDueMembers(new Date("2026-03-14T18:30:00Z"))).resets).toBe(1);
    // 00:00Z: midnight in UTC.
    expect((await resetDueMembers(new Date("2026-03-15T00:00:00Z"))).resets).toBe(1);
    // 06:59Z: 23:59 PDT in LA, not yet; 07:00Z: midnight (DST began on March 8).
    expect((await resetDueMembers(new Date("2026-03-15T06:59:59Z"))).resets).toBe(0);
    expect((await resetDueMembers(new Date("2026-03-15T07:00:00Z"))).resets).toBe(1);
    s = await stateOf(ids);
    for (const tz of ZONES) expect(s[tz]).toEqual({ lastResetDate: "2026-03-15", streak: 4, pages: ["2026-03-15#1"] });
    // The days were created inactive: a cron reset is not the member opening the app.
    const days = await db.journalDay.findMany({ where: { userId: { in: Object.values(ids) } }, select: { active: true, streak: true } });
    expect(days).toEqual(Array(4).fill({ active: false, streak: 4 }));
  });

  it("a member who missed a whole day has the streak set to 0, and is reset once per date", async () => {
    const ids = await membersIn("2026-03-13"); // last active on the 13th
    // 10:00Z on the 15th is the 15th in all four zones (23:00 in Auckland, 03:00 in LA).
    expect((await resetDueMembers(new Date("2026-03-15T10:00:00Z"))).resets).toBe(4);
    const s = await stateOf(ids);
    for (const tz of ZONES) expect(s[tz]).toEqual({ lastResetDate: "2026-03-15", streak: 0, pages: ["2026-03-15#1"] });
    expect((await resetDueMembers(new Date("2026-03-15T10:05:00Z"))).resets).toBe(0);
  });

  it("a member active yesterday keeps the streak (not grown by the cron)", async () => {
    const ids = await membersIn("2026-03-14");
    await resetDueMembers(new Date("2026-03-15T10:00:00Z"));
    for (const tz of ZONES) expect((await stateOf(ids))[tz].streak).toBe(4);
  });

  it("keeps a page a write already created for the new date", async () => {
    const ids = await membersIn("2026-03-14");
    const userId = ids.UTC;
    const day = await db.journalDay.create({ data: { userId, date: dateColumn("2026-03-15") } });
    const page = await db.journalPage.create({ data: { userId, dayId: day.id, date: dateColumn("2026-03-15"), pageNo: 1 } });
    await db.note.create({ data: { userId, pageId: page.id, content: "Early bird" } });
    expect(await resetDueMembers(new Date("2026-03-15T10:00:00Z"))).toEqual({ resets: 4, pagesCreated: 3 });
    expect((await stateOf(ids)).UTC.pages).toEqual(["2026-03-15#1"]);
    expect(await db.note.count({ where: { userId } })).toBe(1);
  });

  it("two ticks at once reset each member once", async () => {
    const ids = await membersIn("2026-03-14");
    const now = new Date("2026-03-15T10:00:00Z");
    const [a, b] = await Promise.all([resetDueMembers(now), resetDueMembers(now)]);
    expect(a.resets + b.resets).toBe(4);
    expect(await db.journalPage.count({ where: { userId: { in: Object.values(ids) } } })).toBe(4);
    expect(await db.journalDay.count({ where: { userId: { in: Object.values(ids) } } })).toBe(4);
  });

  it("uses the same small number of SQL statements for 4 members as for 200", async () => {
    const count = async (now: Date) => (await sqlSent(() => resetDueMembers(now))).count;
    await membersIn("2026-03-14");
    const few = await count(new Date("2026-03-15T10:00:00Z"));
    await db.user.createMany({
      data: Array.from({ length: 200 }, (_, i) => ({
        username: `bulk${i}`, usernameKey: `bulk${i}`, passwordHash: "x", timeZone: ZONES[i % 4], lastResetDate: dateColumn("2026-03-15"),
      })),
    });
    const many = await count(new Date("2026-03-16T10:00:00Z"));
    expect(await db.journalPage.count({ where: { date: dateColumn("2026-03-16") } })).toBe(204);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(6); // zones, BEGIN, lock, roll-over, COMMIT
  });
});
