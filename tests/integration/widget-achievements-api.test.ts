// POST/GET /api/widget-achievements and GET /api/widget-points (docs/product/widgets.md#widget-points):
// zod-checked input, the ledger, the 200-points-a-local-day cap, idempotent retries,
// focusPro, and nothing of another member touched.
import { GET as listAchievements, POST as postAchievement } from "@/app/api/widget-achievements/route";
import { GET as widgetPoints } from "@/app/api/widget-points/route";
import { POINTS } from "@/lib/constants";
import { db } from "@/lib/db";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
let seq = 0;
/** Each body's own time (the kind's description is fixed, so the time is what tells two achievements apart). */
const BASE = Date.now();
const body = (over: Record<string, unknown> = {}) => ({
  type: "widget",
  kind: "pomodoroSession",
  points: 10,
  dateCreated: new Date(BASE - ++seq).toISOString(),
  ...over,
});
const post = (m: Member, b: unknown) => call(postAchievement, { cookie: m.cookie, body: b });
const pointsOf = async (m: Member) => (await call(widgetPoints, { cookie: m.cookie })).json;
const badgesOf = async (userId: number) => (await db.earnedBadge.findMany({ where: { userId }, select: { code: true } })).map((b) => b.code);
const MEDALS = 3 * POINTS.badge;

describe("POST /api/widget-achievements", () => {
  it("records the achievement and awards its points through the ledger (medals on top)", async () => {
    const m = await createMember();
    const res = await post(m, body({ points: 25, kind: "kanbanMilestone" }));
    expect(res.status).toBe(200);
    // The server names the award from its kind: words a member reads, no id (the key is a field of its own).
    expect(res.json).toMatchObject({ recorded: true, pointsAwarded: 25 + MEDALS, achievement: { type: "widget", source: "achievement", points: 25, requestedPoints: 25, description: "Kanban Board: milestone reached" } });
    const ledger = await db.pointsEntry.findMany({ where: { userId: m.user.id, source: "widget" } });
    expect(ledger).toEqual([expect.objectContaining({ points: 25, idempotencyKey: `widget:${res.json.achievement.id}`, description: "Widget: Kanban Board: milestone reached" })]);
    expect(await expectConsistentPoints(m.user.id)).toBe(25 + MEDALS);
    expect(await pointsOf(m)).toEqual({ today: 25, total: 25, achievements: 1, dailyCap: POINTS.widgetDailyCap });
  });

  it("refuses bad input with a clear 400 and records nothing", async () => {
    const m = await createMember();
    const now = Date.now();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ type: "goal" }, /type must be 'widget'/],
      [{ kind: "bonus" }, /kind must be one of/],
      [{ kind: "gtdCaptured", points: 3 }, /points must be at most 2 for gtdCaptured/],
      [{ source: "task" }, /Invalid body|Unrecognized/],
      [{ points: 0 }, /points must be 1 to 25/],
      [{ points: 26 }, /points must be 1 to 25/],
      [{ points: 2.5 }, /whole number/],
      [{ points: "10" }, /points must be a number/],
      [{ description: "my secret task" }, /Invalid body|Unrecognized/],
      [{ dateCreated: "yesterday" }, /ISO date-time/],
      [{ dateCreated: new Date(now - 49 * 3600_000).toISOString() }, /within the last 48 hours/],
      [{ dateCreated: new Date(now + 11 * 60_000).toISOString() }, /within the last 48 hours/],
      [{ extra: 1 }, /Invalid body/],
    ];
    for (const [over, message] of bad) {
      const res = await post(m, body(over));
      expect({ over, status: res.status, code: res.json.code }).toEqual({ over, status: 400, code: "bad_request" });
      expect(res.json.message).toMatch(message);
    }
    expect((await call(postAchievement, { cookie: m.cookie, raw: "{not json" })).status).toBe(400);
    expect(await db.widgetAchievement.count({ where: { userId: m.user.id } })).toBe(0);
    expect(await expectConsistentPoints(m.user.id)).toBe(0);
  });

  it("answers 401 to anonymous callers on every widget route", async () => {
    expect((await call(postAchievement, { body: body() })).status).toBe(401);
    expect((await call(listAchievements)).status).toBe(401);
    expect((await call(widgetPoints)).status).toBe(401);
  });

  it("is idempotent on (dateCreated, kind): a retry awards once", async () => {
    const m = await createMember();
    const once = body({ points: 7 });
    const first = await post(m, once);
    const retries = await Promise.all([post(m, once), post(m, once), post(m, once)]);
    expect(first.json.recorded).toBe(true);
    for (const r of retries) expect(r.json).toEqual({ recorded: false, achievement: null, pointsAwarded: 0 });
    expect(await db.widgetAchievement.count({ where: { userId: m.user.id } })).toBe(1);
    expect((await pointsOf(m)).today).toBe(7);
    // The same kind at another time is another achievement.
    expect((await post(m, { ...once, dateCreated: new Date(Date.now() - 5000).toISOString() })).json.recorded).toBe(true);
    expect((await pointsOf(m)).total).toBe(14);
    await expectConsistentPoints(m.user.id);
  });

  it("1,000 posts give 200 widget points that day, never a 5xx; more is stored with 0; another member is untouched", async () => {
    const m = await createMember();
    const other = await createMember();
    await post(other, body({ points: 5 }));
    const otherBefore = { achievements: await db.widgetAchievement.findMany({ where: { userId: other.user.id } }), user: await db.user.findUnique({ where: { id: other.user.id } }) };
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(m, body({ points: 25 }))));
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
    const widget = await db.pointsEntry.aggregate({ where: { userId: m.user.id, source: "widget" }, _sum: { points: true }, _count: true });
    expect(widget._sum.points).toBe(POINTS.widgetDailyCap);
    expect(await db.widgetAchievement.count({ where: { userId: m.user.id } })).toBe(1000);
    expect(await db.widgetAchievement.count({ where: { userId: m.user.id, points: 0 } })).toBe(1000 - POINTS.widgetDailyCap / 25);
    expect(await pointsOf(m)).toEqual({ today: 200, total: 200, achievements: 1000, dailyCap: 200 });
    expect(await badgesOf(m.user.id)).toEqual(expect.arrayContaining(["focusPro", "xp-5", "xp-10", "xp-15"]));
    await expectConsistentPoints(m.user.id);
    expect(await db.widgetAchievement.findMany({ where: { userId: other.user.id } })).toEqual(otherBefore.achievements);
    expect(await db.user.findUnique({ where: { id: other.user.id } })).toEqual(otherBefore.user);
  }, 120_000);

  it("the cap splits the award that crosses it, and counts per local day of the member", async () => {
    const m = await createMember({ timeZone: "Pacific/Kiritimati" });
    for (let i = 0; i < 7; i++) await post(m, body({ points: 25 })); // 175
    const crossing = await post(m, body({ points: 25 }));
    expect(crossing.json.achievement).toMatchObject({ points: 25, requestedPoints: 25 }); // 200
    const capped = await post(m, body({ points: 3 }));
    expect(capped.json).toMatchObject({ recorded: true, pointsAwarded: 0, achievement: { points: 0, requestedPoints: 3 } });
    // Yesterday (the member's local day) had its own 200: move today's counter to yesterday.
    await db.$executeRaw`UPDATE "WidgetPointsDay" SET "localDate" = "localDate" - 1 WHERE "userId" = ${m.user.id}`;
    await db.$executeRaw`UPDATE "WidgetAchievement" SET "localDate" = "localDate" - 1 WHERE "userId" = ${m.user.id}`;
    const next = await post(m, body({ points: 4 }));
    expect(next.json.achievement.points).toBe(4);
    expect(await pointsOf(m)).toMatchObject({ today: 4, total: 204 });
  });

  it("counts towards focusPro: the 25th achievement brings the badge, even at 0 points", async () => {
    const m = await createMember();
    await db.widgetPointsDay.create({ data: { userId: m.user.id, localDate: new Date(new Date().toISOString().slice(0, 10)), points: 200 } });
    for (let i = 0; i < 24; i++) await post(m, body({ points: 1 }));
    expect(await badgesOf(m.user.id)).not.toContain("focusPro");
    const last = await post(m, body({ points: 1 }));
    expect(last.json.pointsAwarded).toBe(POINTS.badge + MEDALS); // Focus Pro's 20 points bring the medals
    expect(await badgesOf(m.user.id)).toContain("focusPro");
    expect(await db.notification.count({ where: { userId: m.user.id, title: "Badge Unlocked: Focus Pro" } })).toBe(1);
    await expectConsistentPoints(m.user.id);
  });
});

describe("GET /api/widget-achievements", () => {
  it("lists the caller's own newest first, bounded", async () => {
    const m = await createMember();
    const other = await createMember();
    await post(other, body({ kind: "gtdCaptured", points: 2 }));
    for (let i = 0; i < 55; i++) await post(m, body({ points: 1 + (i % 25), dateCreated: new Date(Date.now() - 60_000 + i).toISOString() }));
    const res = await call(listAchievements, { cookie: m.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(50);
    expect(res.json[0]).toMatchObject({ description: "Pomodoro: session completed", requestedPoints: 1 + (54 % 25), type: "widget", source: "technique" });
    expect(res.json.some((a: { description: string }) => a.description === "Getting Things Done: captured")).toBe(false);
  });
});
