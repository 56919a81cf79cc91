// The reset and the streak with rest days, pauses, freezes, a day start and zone switches
// (docs/decisions.md "Fair streaks"), through the cron's set-based roll-over and the member's
// reset, at pinned instants; and the roll-over's SQL against lib/domain/fair-streak settleBefore.
import fc from "fast-check";
import { db } from "@/lib/db";
import { addDays, dateColumn, fromDateColumn } from "@/lib/domain/day";
import { settleBefore, type StreakState } from "@/lib/domain/fair-streak/streak-rules";
import { resetDueMembers } from "@/lib/services/reset/reset-due-members";
import { resetJournal } from "@/lib/services/reset/reset-journal";
import { rollOver } from "@/lib/services/reset/roll-over";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { changeClock } from "@/lib/services/streak/change-clock";
import { getCurrentUser } from "@/lib/services/users/get-current-user";
import { getStats } from "@/lib/services/stats/get-stats";

const at = (iso: string) => new Date(iso);
type Seed = { timeZone?: string; dayStartHour?: number; streak: number; freezes?: number; through: string; lastResetDate: string; restDays?: number[] };

let counter = 0;
async function member(seed: Seed) {
  counter += 1;
  const user = await db.user.create({
    data: {
      username: `fair${counter}`,
      usernameKey: `fair${counter}`,
      passwordHash: "x",
      timeZone: seed.timeZone ?? "UTC",
      dayStartHour: seed.dayStartHour ?? 0,
      streak: seed.streak,
      freezes: seed.freezes ?? 0,
      streakThrough: dateColumn(seed.through),
      lastActiveDate: dateColumn(seed.through),
      lastResetDate: dateColumn(seed.lastResetDate),
      restDays: seed.restDays ?? [],
    },
  });
  return user.id;
}

const row = async (id: number) => {
  const u = await db.user.findUniqueOrThrow({ where: { id }, select: { streak: true, freezes: true, streakThrough: true, lastResetDate: true, timeZone: true } });
  return { ...u, streakThrough: u.streakThrough && fromDateColumn(u.streakThrough), lastResetDate: u.lastResetDate && fromDateColumn(u.lastResetDate) };
};
const day = (userId: number, date: string) => db.journalDay.findUnique({ where: { userId_date: { userId, date: dateColumn(date) } }, select: { rest: true, frozen: true, active: true } });
const visit = (id: number, timeZone: string, now: Date) => resetJournal({ id, timeZone }, "due", now);

beforeEach(async () => {
  await db.user.deleteMany({});
});

describe("freezes at the cron's reset", () => {
  it("a missed day uses a freeze, the day is marked frozen, the next sign-in announces it, and the streak goes on", async () => {
    const id = await member({ streak: 12, freezes: 1, through: "2026-03-14", lastResetDate: "2026-03-15" }); // missed the 15th
    expect((await resetDueMembers(at("2026-03-16T00:05:00Z"))).resets).toBe(1);
    expect(await row(id)).toMatchObject({ streak: 12, freezes: 0, streakThrough: "2026-03-15" });
    expect(await day(id, "2026-03-15")).toMatchObject({ frozen: true, active: false });
    const user = await getCurrentUser(id, at("2026-03-16T08:00:00Z"));
    expect(user?.freezeNotice).toBe("A freeze kept your 12-day streak");
    expect((await visit(id, "UTC", at("2026-03-16T08:00:00Z"))).streak).toBe(13);
  });

  it("without a freeze the missed day ends the streak", async () => {
    const id = await member({ streak: 12, freezes: 0, through: "2026-03-14", lastResetDate: "2026-03-15" });
    await resetDueMembers(at("2026-03-16T00:05:00Z"));
    expect(await row(id)).toMatchObject({ streak: 0, freezes: 0 });
    expect((await getCurrentUser(id, at("2026-03-16T08:00:00Z")))?.freezeNotice).toBeNull();
    expect((await visit(id, "UTC", at("2026-03-16T08:00:00Z"))).streak).toBe(1);
  });

  it("the 7th day earns a freeze, at most 2 kept", async () => {
    const id = await member({ streak: 6, through: "2026-03-14", lastResetDate: "2026-03-14" });
    expect((await visit(id, "UTC", at("2026-03-15T09:00:00Z"))).streak).toBe(7);
    expect((await row(id)).freezes).toBe(1);
  });
});

describe("rest days", () => {
  it("a rest day on a Monday neither breaks the streak nor adds to it (recorded at its reset)", async () => {
    // 2026-03-16 is a Monday. Active Sunday the 15th.
    const id = await member({ streak: 8, through: "2026-03-15", lastResetDate: "2026-03-15", restDays: [1] });
    await resetDueMembers(at("2026-03-16T00:05:00Z"));
    expect(await day(id, "2026-03-16")).toMatchObject({ rest: true });
    await resetDueMembers(at("2026-03-17T00:05:00Z"));
    expect(await row(id)).toMatchObject({ streak: 8, streakThrough: "2026-03-16" });
    expect((await visit(id, "UTC", at("2026-03-17T07:00:00Z"))).streak).toBe(9);
  });

  it("a missed day cannot be declared rest afterwards", async () => {
    const id = await member({ streak: 8, through: "2026-03-15", lastResetDate: "2026-03-15" });
    await resetDueMembers(at("2026-03-16T00:05:00Z")); // Monday, recorded as a normal day
    await db.user.update({ where: { id }, data: { restDays: [1] } });
    await resetDueMembers(at("2026-03-17T00:05:00Z"));
    expect((await row(id)).streak).toBe(0);
  });
});

describe("pauses", () => {
  it("a pause over a month end freezes the streak through daily ticks", async () => {
    const id = await member({ streak: 20, through: "2026-01-24", lastResetDate: "2026-01-24" });
    await db.pause.create({ data: { userId: id, reason: "ill", startDate: dateColumn("2026-01-25"), endDate: dateColumn("2026-02-07") } });
    for (let d = "2026-01-25"; d <= "2026-02-08"; d = addDays(d, 1)) await resetDueMembers(at(`${d}T00:05:00Z`));
    expect(await row(id)).toMatchObject({ streak: 20, freezes: 0, streakThrough: "2026-02-07" });
    expect((await visit(id, "UTC", at("2026-02-08T10:00:00Z"))).streak).toBe(21);
  });
});

describe("the day start", () => {
  it("03:00 in UTC: the cron resets at 03:00, not at midnight", async () => {
    const id = await member({ dayStartHour: 3, streak: 2, through: "2026-03-14", lastResetDate: "2026-03-14" });
    expect((await resetDueMembers(at("2026-03-15T02:59:00Z"))).resets).toBe(0);
    expect((await resetDueMembers(at("2026-03-15T03:00:00Z"))).resets).toBe(1);
    expect((await row(id)).lastResetDate).toBe("2026-03-15");
  });

  it("03:00 in Berlin across both DST changes", async () => {
    await member({ timeZone: "Europe/Berlin", dayStartHour: 3, streak: 2, through: "2026-03-28", lastResetDate: "2026-03-28" });
    expect((await resetDueMembers(at("2026-03-29T00:59:00Z"))).resets).toBe(0); // 01:59 CET
    expect((await resetDueMembers(at("2026-03-29T01:00:00Z"))).resets).toBe(1); // 03:00 CEST
    await db.user.updateMany({ data: { lastResetDate: dateColumn("2026-10-24") } });
    expect((await resetDueMembers(at("2026-10-25T01:30:00Z"))).resets).toBe(0); // 02:30 CET, the repeated hour
    expect((await resetDueMembers(at("2026-10-25T02:00:00Z"))).resets).toBe(1); // 03:00 CET
  });

  it("a member who moves the day start later on the new day is not reset again", async () => {
    const id = await member({ streak: 2, through: "2026-03-15", lastResetDate: "2026-03-15" });
    await inTransaction((tx) => changeClock(tx, id, { dayStartHour: 5 }, at("2026-03-15T02:00:00Z")));
    expect((await resetDueMembers(at("2026-03-15T05:00:00Z"))).resets).toBe(0);
    expect((await resetDueMembers(at("2026-03-16T04:59:00Z"))).resets).toBe(0);
    expect((await resetDueMembers(at("2026-03-16T05:00:00Z"))).resets).toBe(1);
  });
});

describe("zone switches", () => {
  it("Auckland -> Honolulu: the day repeats, is not reset twice, and the streak neither grows twice nor breaks", async () => {
    const id = await member({ timeZone: "Pacific/Auckland", streak: 10, through: "2026-03-16", lastResetDate: "2026-03-16" });
    // 05:00Z: 18:00 on the 16th in Auckland, 19:00 on the 15th in Honolulu.
    await inTransaction((tx) => changeClock(tx, id, { timeZone: "Pacific/Honolulu" }, at("2026-03-16T05:00:00Z")));
    expect(await visit(id, "Pacific/Honolulu", at("2026-03-16T05:00:00Z"))).toMatchObject({ resetPerformed: false, streak: 10 });
    expect((await resetDueMembers(at("2026-03-16T10:05:00Z"))).resets).toBe(0); // Honolulu's 16th: reset in Auckland already
    expect(await visit(id, "Pacific/Honolulu", at("2026-03-16T19:00:00Z"))).toMatchObject({ resetPerformed: false, streak: 10 });
    expect((await resetDueMembers(at("2026-03-17T10:05:00Z"))).resets).toBe(1);
    expect(await visit(id, "Pacific/Honolulu", at("2026-03-17T19:00:00Z"))).toMatchObject({ resetPerformed: false, streak: 11 });
    expect(await db.journalPage.count({ where: { userId: id, date: dateColumn("2026-03-16") } })).toBe(0);
  });

  it("Honolulu -> Auckland: the date the flight skips is not missed", async () => {
    const id = await member({ timeZone: "Pacific/Honolulu", streak: 14, through: "2026-03-20", lastResetDate: "2026-03-20" });
    await resetDueMembers(at("2026-03-21T10:05:00Z")); // Honolulu's 21st starts; the member is in the air
    // 16:00Z on the 21st: 06:00 on the 21st in Honolulu, 05:00 on the 22nd in Auckland.
    await inTransaction((tx) => changeClock(tx, id, { timeZone: "Pacific/Auckland" }, at("2026-03-21T16:00:00Z")));
    expect(await visit(id, "Pacific/Auckland", at("2026-03-21T16:00:00Z"))).toMatchObject({ resetPerformed: true, streak: 15 });
    expect((await row(id)).lastResetDate).toBe("2026-03-22");
  });

  it("a switch just after midnight to a zone still before it resets nothing twice; just before midnight to one past it resets once", async () => {
    const a = await member({ timeZone: "Europe/Berlin", streak: 3, through: "2026-03-14", lastResetDate: "2026-03-14" });
    await resetDueMembers(at("2026-03-14T23:05:00Z")); // Berlin's 15th
    await inTransaction((tx) => changeClock(tx, a, { timeZone: "Europe/London" }, at("2026-03-14T23:30:00Z")));
    expect((await resetDueMembers(at("2026-03-15T00:05:00Z"))).resets).toBe(0); // London's 15th: done
    expect((await row(a)).lastResetDate).toBe("2026-03-15");

    await db.user.deleteMany({});
    const b = await member({ timeZone: "Europe/London", streak: 3, through: "2026-03-14", lastResetDate: "2026-03-14" });
    await inTransaction((tx) => changeClock(tx, b, { timeZone: "Europe/Berlin" }, at("2026-03-14T23:30:00Z"))); // 00:30 on the 15th in Berlin
    // Active on the 14th and still the same evening: the switch adds no day (docs/decisions.md "Fair streaks").
    expect(await visit(b, "Europe/Berlin", at("2026-03-14T23:31:00Z"))).toMatchObject({ resetPerformed: true, streak: 3 });
    expect((await resetDueMembers(at("2026-03-15T00:05:00Z"))).resets).toBe(0);
  });
});

describe("/stats and /calendar use the same rule", () => {
  it("a streak run goes on over rest, paused and frozen days without counting them", async () => {
    // The stored streak is what these days gave (the current streak reads it: one streak everywhere).
    const id = await member({ streak: 3, through: "2026-03-16", lastResetDate: "2026-03-16" });
    const days: [string, { active?: boolean; rest?: boolean; frozen?: boolean }][] = [
      ["2026-03-08", { active: true }],
      ["2026-03-09", {}], // missed: the run before ends here
      ["2026-03-10", { active: true }],
      ["2026-03-11", { rest: true }],
      ["2026-03-12", { active: true }],
      ["2026-03-13", { frozen: true }],
      ["2026-03-14", {}], // paused (below)
      ["2026-03-15", { active: true, rest: true }], // active on a rest day: carries, does not count
      ["2026-03-16", { active: true }],
    ];
    for (const [date, flags] of days) await db.journalDay.create({ data: { userId: id, date: dateColumn(date), ...flags } });
    await db.pause.create({ data: { userId: id, reason: "travel", startDate: dateColumn("2026-03-14"), endDate: dateColumn("2026-03-14") } });
    const stats = await getStats({ id, timeZone: "UTC" }, "all", at("2026-03-17T12:00:00Z"));
    expect(stats.bests.bestStreak).toEqual({ length: 3, start: "2026-03-10", end: "2026-03-16" });
    expect(stats.bests.currentStreak).toEqual({ length: 3, start: "2026-03-10", end: "2026-03-16" });
  });
});

describe("the roll-over's SQL settles as settleBefore does", () => {
  it("for random streaks, freezes, gaps, rest days, recorded rest flags and pauses", async () => {
    const today = "2026-05-20";
    const seed = fc.record({
      streak: fc.integer({ min: 0, max: 40 }),
      freezes: fc.integer({ min: 0, max: 2 }),
      gap: fc.integer({ min: 0, max: 50 }),
      restDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 2 }),
      recorded: fc.array(fc.record({ back: fc.integer({ min: 1, max: 10 }), rest: fc.boolean() }), { maxLength: 3 }),
      pauses: fc.array(fc.record({ back: fc.integer({ min: 1, max: 30 }), days: fc.integer({ min: 0, max: 14 }) }), { maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(seed, async (s) => {
        const through = addDays(today, -1 - s.gap);
        const id = await member({ streak: s.streak, freezes: s.freezes, through, lastResetDate: addDays(today, -1), restDays: s.restDays });
        const recordedRest = new Map<string, boolean>();
        for (const r of s.recorded) {
          const date = addDays(today, -r.back);
          if (recordedRest.has(date)) continue;
          recordedRest.set(date, r.rest);
          await db.journalDay.create({ data: { userId: id, date: dateColumn(date), rest: r.rest } });
        }
        const pauses = s.pauses.map((p) => ({ startDate: addDays(today, -p.back), endDate: addDays(today, -p.back + p.days - 1) }));
        for (const p of pauses) await db.pause.create({ data: { userId: id, reason: "other", startDate: dateColumn(p.startDate), endDate: dateColumn(p.endDate) } });
        const state: StreakState = { streak: s.streak, freezes: s.freezes, through, lastActiveDate: through };
        const expected = settleBefore(state, today, { restDays: s.restDays, pauses, recordedRest });
        await inTransaction((tx) => rollOver(tx, at(`${today}T12:00:00Z`), [{ timeZone: "UTC", dayStartHour: 0 }], id));
        const after = await row(id);
        expect({ streak: after.streak, freezes: after.freezes }).toEqual({ streak: expected.state.streak, freezes: expected.state.freezes });
        if (!expected.ended && s.streak > 0) expect(after.streakThrough).toBe(expected.state.through);
        const frozen = await db.journalDay.findMany({ where: { userId: id, frozen: true }, select: { date: true }, orderBy: { date: "asc" } });
        expect(frozen.map((f) => fromDateColumn(f.date))).toEqual(expected.frozen);
        await db.user.delete({ where: { id } });
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
