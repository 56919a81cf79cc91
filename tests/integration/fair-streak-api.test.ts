// /api/streak: rest days, day start, pauses (30 in 90, never in the past, end early), the travel
// prompt's answer and the freeze notice, through the handlers with real sessions (docs/decisions.md
// "Fair streaks"): bad input answers 400 JSON, another member's pause 404, no session 401.
import { GET as getStreakRoute } from "@/app/api/streak/route";
import { PUT as putSettings } from "@/app/api/streak/settings/route";
import { POST as postPause } from "@/app/api/streak/pauses/route";
import { POST as endPauseRoute } from "@/app/api/streak/pauses/[id]/end/route";
import { POST as postTravel } from "@/app/api/streak/travel/route";
import { DELETE as deleteNotice } from "@/app/api/streak/freeze-notice/route";
import { GET as getUser } from "@/app/api/user/route";
import { GET as journalDays } from "@/app/api/journal/days/route";
import { db } from "@/lib/db";
import { addDays, dateColumn } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { PAUSE_MESSAGES } from "@/lib/domain/fair-streak/pauses";
import { call, createMember } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
const todayIn = (timeZone = "UTC", hour = 0) => memberDay(new Date(), timeZone, hour);
const pause = (m: Member, body: unknown) => call(postPause, { cookie: m.cookie, method: "POST", body });
const settings = (m: Member, body: unknown) => call(putSettings, { cookie: m.cookie, method: "PUT", body });

test("401 without a session on every route", async () => {
  const results = await Promise.all([
    call(getStreakRoute),
    call(putSettings, { method: "PUT", body: { restDays: [1] } }),
    call(postPause, { method: "POST", body: { reason: "ill", days: 3 } }),
    call(endPauseRoute, { method: "POST", params: { id: "1" } }),
    call(postTravel, { method: "POST", body: { timeZone: "Asia/Tokyo", switch: true } }),
    call(deleteNotice, { method: "DELETE" }),
  ]);
  expect(results.map((r) => [r.status, r.json.code])).toEqual(Array(6).fill([401, "unauthorized"]));
});

describe("GET /api/streak", () => {
  it("answers the defaults for a new member", async () => {
    const m = await createMember({ timeZone: "Europe/Berlin" });
    const res = await call(getStreakRoute, { cookie: m.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ streak: 0, freezes: 0, timeZone: "Europe/Berlin", dayStartHour: 0, restDays: [], today: todayIn("Europe/Berlin"), pauses: [], pausedDaysInWindow: 0 });
  });
});

describe("PUT /api/streak/settings", () => {
  it("saves up to two rest weekdays (sorted) and a day start hour 0-5; GET /api/user follows the day start", async () => {
    const m = await createMember();
    const res = await settings(m, { restDays: [7, 1], dayStartHour: 3 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ restDays: [1, 7], dayStartHour: 3, today: todayIn("UTC", 3) });
    const user = await call(getUser, { cookie: m.cookie });
    expect(user.json).toMatchObject({ dayStartHour: 3, today: todayIn("UTC", 3) });
    expect((await settings(m, { restDays: [] })).json).toMatchObject({ restDays: [], dayStartHour: 3 });
  });

  it.each([
    [{ restDays: [1, 2, 3] }, "restDays"],
    [{ restDays: [1, 1] }, "restDays"],
    [{ restDays: [0] }, "restDays.0"],
    [{ restDays: [8] }, "restDays.0"],
    [{ restDays: ["1"] }, "restDays.0"],
    [{ restDays: "1,2" }, "restDays"],
    [{ dayStartHour: 6 }, "dayStartHour"],
    [{ dayStartHour: -1 }, "dayStartHour"],
    [{ dayStartHour: 2.5 }, "dayStartHour"],
    [{ dayStartHour: "3" }, "dayStartHour"],
    [{}, ""],
    [{ restDays: [1], extra: true }, ""],
  ])("refuses %j with a 400 naming the field", async (body, path) => {
    const m = await createMember();
    const res = await settings(m, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("bad_request");
    if (path) expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await db.user.findUniqueOrThrow({ where: { id: m.user.id }, select: { restDays: true, dayStartHour: true } })).toEqual({ restDays: [], dayStartHour: 0 });
  });

  it("refuses bad JSON", async () => {
    const m = await createMember();
    const res = await call(putSettings, { cookie: m.cookie, method: "PUT", raw: "{not json" });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/streak/pauses", () => {
  it("pauses from today for 1-14 days with a reason, and lists it", async () => {
    const m = await createMember();
    const today = todayIn();
    const res = await pause(m, { reason: "ill", days: 5 });
    expect(res.status).toBe(201);
    expect(res.json.pauses).toEqual([{ id: expect.any(Number), reason: "ill", startDate: today, endDate: addDays(today, 4), endedAt: null }]);
    expect(res.json.pausedDaysInWindow).toBe(5);
  });

  it.each([
    [{ reason: "holiday", days: 3 }, "reason"],
    [{ reason: "ill", days: 0 }, "days"],
    [{ reason: "ill", days: 15 }, "days"],
    [{ reason: "ill", days: 1.5 }, "days"],
    [{ reason: "ill" }, "days"],
    [{ days: 3 }, "reason"],
    [{ reason: "ill", days: 3, startDate: "2026-02-30" }, "startDate"],
    [{ reason: "ill", days: 3, userId: 1 }, ""],
  ])("refuses %j", async (body, path) => {
    const m = await createMember();
    const res = await pause(m, body);
    expect(res.status).toBe(400);
    if (path) expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await db.pause.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("never starts in the past", async () => {
    const m = await createMember();
    const res = await pause(m, { reason: "exams", days: 3, startDate: addDays(todayIn(), -1) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(PAUSE_MESSAGES.past);
  });

  it("refuses an overlapping pause (409) and a 31st paused day in 90 (400)", async () => {
    const m = await createMember();
    const today = todayIn();
    expect((await pause(m, { reason: "travel", days: 14 })).status).toBe(201);
    const overlap = await pause(m, { reason: "travel", days: 3, startDate: addDays(today, 13) });
    expect([overlap.status, overlap.json.message]).toEqual([409, PAUSE_MESSAGES.overlap]);
    expect((await pause(m, { reason: "exams", days: 14, startDate: addDays(today, 20) })).status).toBe(201);
    const third = await pause(m, { reason: "other", days: 3, startDate: addDays(today, 40) });
    expect([third.status, third.json.message]).toEqual([400, PAUSE_MESSAGES.limit]);
    const fits = await pause(m, { reason: "other", days: 2, startDate: addDays(today, 40) });
    expect(fits.status).toBe(201);
    expect(fits.json.pausedDaysInWindow).toBe(30);
  });

  it("two requests at once cannot both pass the limit", async () => {
    const m = await createMember();
    const today = todayIn();
    await pause(m, { reason: "ill", days: 14 });
    await pause(m, { reason: "ill", days: 14, startDate: addDays(today, 15) });
    const both = await Promise.all([0, 1].map(() => pause(m, { reason: "ill", days: 2, startDate: addDays(today, 30) })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe("POST /api/streak/pauses/{id}/end", () => {
  it("ends a pause early (today is no longer paused), once; another member's pause is 404", async () => {
    const m = await createMember();
    const other = await createMember();
    const today = todayIn();
    // A pause that started 3 days ago (written directly: the API never starts one in the past).
    const row = await db.pause.create({ data: { userId: m.user.id, reason: "ill", startDate: dateColumn(addDays(today, -3)), endDate: dateColumn(addDays(today, 5)) } });
    const theirs = await call(endPauseRoute, { cookie: other.cookie, method: "POST", params: { id: String(row.id) } });
    expect([theirs.status, theirs.json.message]).toEqual([404, PAUSE_MESSAGES.notFound]);
    const res = await call(endPauseRoute, { cookie: m.cookie, method: "POST", params: { id: String(row.id) } });
    expect(res.status).toBe(200);
    expect(res.json.pauses[0]).toMatchObject({ startDate: addDays(today, -3), endDate: addDays(today, -1), endedAt: expect.any(String) });
    const again = await call(endPauseRoute, { cookie: m.cookie, method: "POST", params: { id: String(row.id) } });
    expect([again.status, again.json.message]).toEqual([409, PAUSE_MESSAGES.ended]);
  });

  it.each(["0", "abc", "1e3", "-1", "99999999999"])("refuses the id %s", async (id) => {
    const m = await createMember();
    const res = await call(endPauseRoute, { cookie: m.cookie, method: "POST", params: { id } });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/streak/travel", () => {
  it("switching changes the zone and records the answered zone; keeping records it only", async () => {
    const m = await createMember({ timeZone: "Europe/Berlin" });
    const keep = await call(postTravel, { cookie: m.cookie, method: "POST", body: { timeZone: "Asia/Tokyo", switch: false } });
    expect(keep.status).toBe(200);
    expect((await call(getUser, { cookie: m.cookie })).json).toMatchObject({ timeZone: "Europe/Berlin", travelPromptZone: "Asia/Tokyo" });
    const go = await call(postTravel, { cookie: m.cookie, method: "POST", body: { timeZone: "America/New_York", switch: true } });
    expect(go.status).toBe(200);
    expect((await call(getUser, { cookie: m.cookie })).json).toMatchObject({ timeZone: "America/New_York", travelPromptZone: "America/New_York" });
  });

  it.each([[{ timeZone: "Mars/Olympus", switch: true }], [{ timeZone: "Asia/Tokyo" }], [{ timeZone: "Asia/Tokyo", switch: "yes" }], [{ timeZone: "x".repeat(200), switch: false }]])(
    "refuses %j",
    async (body) => {
      const m = await createMember({ timeZone: "Europe/Berlin" });
      expect((await call(postTravel, { cookie: m.cookie, method: "POST", body })).status).toBe(400);
      expect((await db.user.findUniqueOrThrow({ where: { id: m.user.id } })).timeZone).toBe("Europe/Berlin");
    },
  );
});

describe("the freeze notice", () => {
  it("GET /api/user announces 'A freeze kept your 12-day streak' until DELETE /api/streak/freeze-notice", async () => {
    const m = await createMember();
    await db.user.update({ where: { id: m.user.id }, data: { freezeNoticeStreak: 12, freezeNoticeUsed: 1 } });
    expect((await call(getUser, { cookie: m.cookie })).json.freezeNotice).toBe("A freeze kept your 12-day streak");
    expect((await call(deleteNotice, { cookie: m.cookie, method: "DELETE" })).status).toBe(200);
    expect((await call(getUser, { cookie: m.cookie })).json.freezeNotice).toBeNull();
  });
});

describe("GET /api/journal/days marks the streak's kinds of day", () => {
  it("rest and frozen as recorded, paused from the pauses (an upcoming one too); a frozen day wins", async () => {
    const m = await createMember();
    const id = m.user.id;
    await db.journalDay.createMany({
      data: [
        { userId: id, date: dateColumn("2026-03-02"), rest: true },
        { userId: id, date: dateColumn("2026-03-03"), frozen: true },
        { userId: id, date: dateColumn("2026-03-10"), frozen: true },
      ],
    });
    await db.pause.create({ data: { userId: id, reason: "exams", startDate: dateColumn("2026-03-09"), endDate: dateColumn("2026-03-11") } });
    const res = await call(journalDays, { cookie: m.cookie, path: "/api/journal/days?month=2026-03" });
    expect(res.status).toBe(200);
    expect(res.json.map((d: { date: string; streakDay?: string }) => [d.date, d.streakDay])).toEqual([
      ["2026-03-02", "rest"],
      ["2026-03-03", "frozen"],
      ["2026-03-09", "paused"],
      ["2026-03-10", "frozen"],
      ["2026-03-11", "paused"],
    ]);
  });
});
