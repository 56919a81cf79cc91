// The day across the gap (docs/decisions.md "Offline", "The day across the gap, and conflicts"): a
// write made offline before the member's day ended (their zone, their day start) and arriving after
// it lands on the day it was made: its row on that day's page, its award keyed and counted on that
// day, its points dated when it was made; the screens of the new day do not show it. Dates are
// pinned (only Date is faked: the database and its driver keep their timers) near the real clock,
// so the sessions made for the test stay valid.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { POST as saveBehavior } from "@/app/api/behavior/route";
import { POST as forceReset } from "@/app/api/force-reset/route";
import { GET as listLearned } from "@/app/api/learnings/learned/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { POST as manualReset } from "@/app/api/manual-reset/route";
import { POST as saveMindset } from "@/app/api/mindset/route";
import { GET as getNote, POST as saveNote } from "@/app/api/notes/route";
import { POST as awardWidget } from "@/app/api/widget-achievements/route";
import { db } from "@/lib/db";
import { addDays, fromDateColumn, startOfLocalDay, type LocalDate } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { call, createMember } from "@/tests/support/api";

const MIN = 60_000;
const ONLY_DATE = ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask", "hrtime", "performance"] as const;
const at = (time: number) => jest.setSystemTime(time);
const kept = (key: string, madeAt: number) => ({ "idempotency-key": key, [MADE_AT_HEADER.toLowerCase()]: String(madeAt) });

/** The member's day `D` a little over a day before the real clock, and the instant their next day starts. */
function dayBeforeNow(timeZone: string, dayStartHour: number): { day: LocalDate; nextStart: number } {
  const day = memberDay(new Date(Date.now() - 30 * 3_600_000), timeZone, dayStartHour);
  return { day, nextStart: startOfLocalDay(addDays(day, 1), timeZone).getTime() + dayStartHour * 3_600_000 };
}

/** The page dates of the member's rows of each kind. */
async function pageDates(userId: number) {
  const dates = async (rows: { page: { date: Date } | null }[]) => rows.map((r) => (r.page ? fromDateColumn(r.page.date) : null));
  const page = { select: { page: { select: { date: true } } } } as const;
  return {
    tasks: await dates(await db.goal.findMany({ where: { userId, pageId: { not: null } }, ...page })),
    learned: await dates(await db.learningItem.findMany({ where: { userId, content: { startsWith: "Offline" } }, ...page })),
    behavior: await dates(await db.behavior.findMany({ where: { userId }, ...page })),
    mindset: await dates(await db.mindset.findMany({ where: { userId }, ...page })),
    note: await dates(await db.note.findMany({ where: { userId }, ...page })),
  };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: [...ONLY_DATE], now: Date.now() }));
afterEach(() => jest.useRealTimers());

describe("a write made offline before the member's midnight and arriving after it", () => {
  const zone = "Europe/Berlin";

  async function memberOnDay(day: LocalDate, nextStart: number) {
    at(nextStart - 20 * MIN); // 23:40 on day D
    const m = await createMember({ timeZone: zone });
    expect((await call(forceReset, { cookie: m.cookie, body: {} })).status).toBe(200);
    return m;
  }

  async function writeOffline(cookie: string, madeAt: number) {
    const sent = [
      await call(createGoal, { cookie, body: { type: "task1", title: "Offline stretch", isCompleted: true }, headers: kept("gap:task", madeAt) }),
      await call(addLearning, { cookie, body: { type: "learned", content: "Offline learning" }, headers: kept("gap:learned", madeAt) }),
      await call(saveBehavior, { cookie, body: { continueDoing: "Walk daily" }, headers: kept("gap:behavior", madeAt) }),
      await call(saveMindset, { cookie, body: { isVisualizationCompleted: true }, headers: kept("gap:mindset", madeAt) }),
      await call(saveNote, { cookie, body: { content: "Written on the bus" }, headers: kept("gap:note", madeAt) }),
      await call(awardWidget, { cookie, body: { type: "widget", kind: "pomodoroTaskCreated", points: 5, dateCreated: new Date(madeAt).toISOString() }, headers: kept("gap:widget", madeAt) }),
    ];
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  }

  async function expectOnDay(userId: number, day: LocalDate, madeAt: number) {
    expect(await pageDates(userId)).toEqual({ tasks: [day], learned: [day], behavior: [day], mindset: [day], note: [day] });
    // The ledger: awards keyed on the day made, dated when made (so they count on that day).
    const entries = await db.pointsEntry.findMany({ where: { userId, source: { in: ["dailyTask", "learned", "behavior", "mindsetExercise", "widget"] } } });
    expect(entries.map((e) => e.source).sort()).toEqual(["behavior", "dailyTask", "learned", "mindsetExercise", "widget"]);
    for (const entry of entries) {
      expect(entry.createdAt.getTime()).toBe(madeAt);
      expect(memberDay(entry.createdAt, zone, 0)).toBe(day);
    }
    expect(entries.find((e) => e.source === "behavior")?.idempotencyKey).toBe(`behavior:${day}`);
    expect(entries.find((e) => e.source === "dailyTask")?.idempotencyKey).toBe(`task:${day}:task1`);
    expect(await db.dailyAwardCount.findMany({ where: { userId }, select: { localDate: true, kind: true } })).toEqual(
      expect.arrayContaining([{ localDate: new Date(`${day}T00:00:00.000Z`), kind: "learned" }]),
    );
    const widget = await db.widgetAchievement.findFirstOrThrow({ where: { userId } });
    expect(fromDateColumn(widget.localDate)).toBe(day);
  }

  it("made 23:50 Berlin, arriving 00:10 before the member's reset: on the day it was made", async () => {
    const { day, nextStart } = dayBeforeNow(zone, 0);
    const m = await memberOnDay(day, nextStart);
    const madeAt = nextStart - 10 * MIN;
    at(nextStart + 10 * MIN);
    await writeOffline(m.cookie, madeAt);
    await expectOnDay(m.user.id, day, madeAt);
  });

  it("made 23:50 Berlin, arriving after the daily reset: on the day it was made, not on the new day's page", async () => {
    const { day, nextStart } = dayBeforeNow(zone, 0);
    const m = await memberOnDay(day, nextStart);
    at(nextStart + 10 * MIN);
    expect((await call(forceReset, { cookie: m.cookie, body: {} })).json.resetPerformed).toBe(true);
    at(nextStart + 15 * MIN);
    const madeAt = nextStart - 10 * MIN;
    await writeOffline(m.cookie, madeAt);
    await expectOnDay(m.user.id, day, madeAt);
    // The new day's screens stay empty; a write made now lands there.
    expect((await call(listLearned, { cookie: m.cookie })).json).toEqual([]);
    expect((await call(listGoals, { cookie: m.cookie })).json.filter((g: { type: string }) => g.type === "task1")).toEqual([]);
    expect((await call(getNote, { cookie: m.cookie })).json.content).toBe("");
    await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Offline no more" } });
    const now = await db.learningItem.findFirstOrThrow({ where: { content: "Offline no more" }, select: { page: { select: { date: true } } } });
    expect(fromDateColumn(now.page.date)).toBe(addDays(day, 1));
  });

  it("a manual reset made offline before midnight opens the next page of the day it was made", async () => {
    const { day, nextStart } = dayBeforeNow(zone, 0);
    const m = await memberOnDay(day, nextStart);
    at(nextStart + 10 * MIN);
    await call(forceReset, { cookie: m.cookie, body: {} });
    expect((await call(manualReset, { cookie: m.cookie, body: {}, headers: kept("gap:reset", nextStart - 5 * MIN) })).status).toBe(200);
    const pages = await db.journalPage.findMany({ where: { userId: m.user.id }, orderBy: [{ date: "asc" }, { pageNo: "asc" }] });
    expect(pages.map((p) => `${fromDateColumn(p.date)}#${p.pageNo}`)).toEqual([`${day}#1`, `${day}#2`, `${addDays(day, 1)}#1`]);
  });
});

describe("a member whose day starts at 03:00", () => {
  const zone = "America/New_York";

  it("a write made at 02:50 and arriving at 03:10 lands on the day before, the member's day it was made", async () => {
    const { day, nextStart } = dayBeforeNow(zone, 3);
    at(nextStart - 60 * MIN);
    const m = await createMember({ timeZone: zone });
    await db.user.update({ where: { id: m.user.id }, data: { dayStartHour: 3 } });
    at(nextStart + 10 * MIN);
    const madeAt = nextStart - 10 * MIN;
    expect((await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Offline at night" }, headers: kept("ny:learned", madeAt) })).status).toBe(200);
    expect((await call(saveBehavior, { cookie: m.cookie, body: { stopDoing: "Late screens" }, headers: kept("ny:behavior", madeAt) })).status).toBe(200);
    const dates = await pageDates(m.user.id);
    expect([dates.learned, dates.behavior]).toEqual([[day], [day]]);
    // The calendar date at 02:50 is already the next one: the day start decides.
    expect(fromDateColumn(new Date(`${new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(madeAt)}T00:00:00Z`))).toBe(addDays(day, 1));
    expect((await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, source: "behavior" } })).idempotencyKey).toBe(`behavior:${day}`);
    expect((await call(listLearned, { cookie: m.cookie })).json).toEqual([]);
  });
});
