// Backdating needs evidence of being offline (docs/decisions.md "Offline", "The day across the
// gap, and conflicts"; lib/domain/session-contact): a write's Made-At before the member's midnight
// lands on the day before only when the device session had no contact with the server from when it
// was made until its current stretch of contact began; otherwise it is taken as made when it
// arrived. Dates are pinned (only Date is faked) near the real clock, as in offline-day-across-gap.
import { POST as addLearning } from "@/app/api/learnings/route";
import { GET as getNote, POST as saveNote } from "@/app/api/notes/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { addDays, fromDateColumn, startOfLocalDay, type LocalDate } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";
import { call, createMember } from "@/tests/support/api";

const MIN = 60_000;
const ONLY_DATE = ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask", "hrtime", "performance"] as const;
const zone = "Europe/Berlin";
const at = (time: number) => jest.setSystemTime(time);
const kept = (key: string, madeAt: number) => ({ "idempotency-key": key, [MADE_AT_HEADER.toLowerCase()]: String(madeAt) });

/** The member's day a little over a day before the real clock, and the instant the next one starts (their midnight). */
function dayBeforeNow(): { day: LocalDate; midnight: number } {
  const day = memberDay(new Date(Date.now() - 30 * 3_600_000), zone, 0);
  return { day, midnight: startOfLocalDay(addDays(day, 1), zone).getTime() };
}

async function learnedOn(cookie: string, userId: number, content: string, key: string, madeAt: number) {
  expect((await call(addLearning, { cookie, body: { type: "learned", content }, headers: kept(key, madeAt) })).status).toBe(200);
  const item = await db.learningItem.findFirstOrThrow({ where: { userId, content }, select: { id: true, page: { select: { date: true } } } });
  const entry = await db.pointsEntry.findFirstOrThrow({ where: { userId, source: "learned", reference: String(item.id) } });
  return { day: fromDateColumn(item.page.date), pointsDay: memberDay(entry.createdAt, zone, 0), pointsAt: entry.createdAt.getTime() };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: [...ONLY_DATE], now: Date.now() }));
afterEach(() => jest.useRealTimers());

describe("a write dated to the day before", () => {
  it("online at 00:10, then a write made 23:59 arriving 00:25: counted on the new day, dated when it arrived", async () => {
    const { day, midnight } = dayBeforeNow();
    at(midnight - 20 * MIN);
    const m = await createMember({ timeZone: zone });
    at(midnight + 10 * MIN);
    expect((await call(getUser, { cookie: m.cookie })).status).toBe(200); // contact at 00:10
    at(midnight + 25 * MIN);
    expect(await learnedOn(m.cookie, m.user.id, "Dated to yesterday", "ev:1", midnight - MIN)).toEqual({ day: addDays(day, 1), pointsDay: addDays(day, 1), pointsAt: midnight + 25 * MIN });
    expect(await db.dailyAwardCount.findMany({ where: { userId: m.user.id }, select: { localDate: true } })).toEqual([{ localDate: new Date(`${addDays(day, 1)}T00:00:00.000Z`) }]);
  });

  it("in contact across midnight (every 4 minutes from 23:55), a write made 23:59 arriving 00:10: not on the day before", async () => {
    const { day, midnight } = dayBeforeNow();
    at(midnight - 5 * MIN);
    const m = await createMember({ timeZone: zone });
    for (const t of [-1, 3, 7]) {
      at(midnight + t * MIN);
      expect((await call(getUser, { cookie: m.cookie })).status).toBe(200);
    }
    at(midnight + 10 * MIN);
    expect((await learnedOn(m.cookie, m.user.id, "Online all along", "ev:2", midnight - MIN)).day).toBe(addDays(day, 1));
  });

  it("offline from 23:50 (no contact), a write made 23:55 arriving 00:10: on the day before, as made", async () => {
    const { day, midnight } = dayBeforeNow();
    at(midnight - 30 * MIN);
    const m = await createMember({ timeZone: zone });
    at(midnight - 10 * MIN);
    expect((await call(getUser, { cookie: m.cookie })).status).toBe(200); // last contact 23:50
    at(midnight + 10 * MIN);
    expect(await learnedOn(m.cookie, m.user.id, "Made in the tunnel", "ev:3", midnight - 5 * MIN)).toEqual({ day, pointsDay: day, pointsAt: midnight - 5 * MIN });
  });

  it("a guarded write records the contact too: the second backdated save after a gap is taken as made on arrival", async () => {
    const { midnight } = dayBeforeNow();
    at(midnight - 30 * MIN);
    const m = await createMember({ timeZone: zone });
    expect((await call(getNote, { cookie: m.cookie })).status).toBe(200); // this server has seen the member: saves are guarded
    at(midnight + 10 * MIN);
    expect((await call(saveNote, { cookie: m.cookie, body: { content: "Offline at 23:55" }, headers: kept("ev:n1", midnight - 5 * MIN) })).status).toBe(200);
    const first = await db.note.findFirstOrThrow({ where: { userId: m.user.id } });
    expect(first.fieldsMadeAt).toEqual({ content: midnight - 5 * MIN });
    at(midnight + 25 * MIN);
    expect((await call(saveNote, { cookie: m.cookie, body: { content: "Claims 23:56" }, headers: kept("ev:n2", midnight - 4 * MIN) })).status).toBe(200);
    const session = await db.session.findFirstOrThrow({ where: { userId: m.user.id } });
    expect([session.contactBefore?.getTime(), session.contactSince.getTime()]).toEqual([midnight + 10 * MIN, midnight + 25 * MIN]);
    // Taken as made at 00:25: on the new day's page, not the one the 23:55 note is on.
    const notes = await db.note.findMany({ where: { userId: m.user.id }, orderBy: { id: "asc" }, select: { content: true, fieldsMadeAt: true } });
    expect(notes).toEqual([
      { content: "Offline at 23:55", fieldsMadeAt: { content: midnight - 5 * MIN } },
      { content: "Claims 23:56", fieldsMadeAt: { content: midnight + 25 * MIN } },
    ]);
  });
});
