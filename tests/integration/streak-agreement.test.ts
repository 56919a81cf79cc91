// One streak everywhere (docs/decisions.md "Fair streaks"): any signed-in use marks the day active
// (not only the reset dialog's answer), the header, the daily summary, the progress insights and
// the coach's view, /stats and /calendar show the same number, and a zone switch never adds a day. At pinned instants.
import fc from "fast-check";
import { db } from "@/lib/db";
import { addDays, dateColumn, fromDateColumn } from "@/lib/domain/day";
import { getDailySummary } from "@/lib/services/daily-summary/get-daily-summary";
import { getProgressInsights } from "@/lib/services/insights/get-progress-insights";
import { getMemberProgress } from "@/lib/services/coach/member-progress";
import { resetJournal } from "@/lib/services/reset/reset-journal";
import { resetDueMembers } from "@/lib/services/reset/reset-due-members";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { changeClock } from "@/lib/services/streak/change-clock";
import { getCurrentUser } from "@/lib/services/users/get-current-user";
import { getStats } from "@/lib/services/stats/get-stats";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-18T12:00:00Z"); // a Wednesday in UTC
const TODAY = "2026-03-18";

type Seed = { streak: number; freezes?: number; lastActiveDate: string | null; lastResetDate: string | null; restDays?: number[]; timeZone?: string };

let counter = 0;
async function member(seed: Seed) {
  counter += 1;
  const user = await db.user.create({
    data: {
      username: `agree${counter}`,
      usernameKey: `agree${counter}`,
      passwordHash: "x",
      timeZone: seed.timeZone ?? "UTC",
      streak: seed.streak,
      freezes: seed.freezes ?? 0,
      streakThrough: seed.lastActiveDate ? dateColumn(seed.lastActiveDate) : null,
      lastActiveDate: seed.lastActiveDate ? dateColumn(seed.lastActiveDate) : null,
      lastResetDate: seed.lastResetDate ? dateColumn(seed.lastResetDate) : null,
      restDays: seed.restDays ?? [],
    },
  });
  return user.id;
}

const stored = (id: number) => db.user.findUniqueOrThrow({ where: { id }, select: { streak: true, lastActiveDate: true, xpPoints: true } });
const streakBonusRows = (id: number) => db.pointsEntry.count({ where: { userId: id, source: "streak" } });

/** What each screen shows: the header (GET /api/user), the daily summary, the progress insight, the coach's member view. */
async function shown(id: number, now: Date) {
  const header = (await getCurrentUser(id, now))!.streak;
  const member = { id, timeZone: "UTC", dayStartHour: 0 };
  const summary = (await getDailySummary(member, now))!.streakDays;
  const insight = (await getProgressInsights(member, now)).items.map((i) => /on a (\d+)-day streak/.exec(i.text)?.[1]).find(Boolean);
  const coach = (await getMemberProgress({ userId: 0, username: "owner", owner: true, teamIds: null }, id, now)).member.streak;
  const stats = (await getStats(member, "week", now)).bests.currentStreak.length; // /stats and /calendar
  return { header, summary, insight: insight === undefined ? null : Number(insight), coach, stats };
}

beforeEach(async () => {
  await db.user.deleteMany({});
});

describe("any signed-in use marks the day active", () => {
  it("a member who answered \"Not now\" (no reset call) and uses Reach after the cron's reset keeps and grows the streak, once", async () => {
    const id = await member({ streak: 4, lastActiveDate: "2026-03-17", lastResetDate: "2026-03-17" });
    expect((await resetDueMembers(at("2026-03-18T00:05:00Z"))).resets).toBe(1);
    const first = await getCurrentUser(id, NOW);
    expect(first).toMatchObject({ streak: 5, resetDue: true }); // the first visit still opens the dialog
    const after = await stored(id);
    expect(after).toMatchObject({ streak: 5, lastActiveDate: dateColumn(TODAY) });
    expect(first!.xpPoints).toBe(after.xpPoints); // the answer carries the bonus it gave
    expect(await db.pointsEntry.findMany({ where: { userId: id, source: "streak" }, select: { points: true } })).toEqual([{ points: 10 }]);
    const again = await getCurrentUser(id, at("2026-03-18T15:00:00Z"));
    expect(again).toMatchObject({ streak: 5, resetDue: false, xpPoints: after.xpPoints });
    expect(await streakBonusRows(id)).toBe(1);
    // The next day after the cron's reset: 6, without any reset call.
    await resetDueMembers(at("2026-03-19T00:05:00Z"));
    expect((await getCurrentUser(id, at("2026-03-19T09:00:00Z")))!.streak).toBe(6);
  });

  it("before the day's roll-over a read changes nothing (the reset settles the days before first)", async () => {
    const id = await member({ streak: 4, lastActiveDate: "2026-03-17", lastResetDate: "2026-03-17" });
    expect(await getCurrentUser(id, NOW)).toMatchObject({ streak: 4, resetDue: true });
    expect((await stored(id)).lastActiveDate && fromDateColumn((await stored(id)).lastActiveDate!)).toBe("2026-03-17");
  });

  it("a missed day without a freeze: the cron ends the streak and the first use starts it at 1", async () => {
    const id = await member({ streak: 9, lastActiveDate: "2026-03-16", lastResetDate: "2026-03-17" });
    await resetDueMembers(at("2026-03-18T00:05:00Z"));
    expect((await getCurrentUser(id, NOW))!.streak).toBe(1);
  });
});

describe("one streak everywhere", () => {
  it("the header, the daily summary, the insights and the coach's view agree on 40 random states", async () => {
    const states = fc.record({
      streak: fc.integer({ min: 0, max: 40 }),
      freezes: fc.integer({ min: 0, max: 2 }),
      activeAgo: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
      resetAgo: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      restDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 2 }),
      pausedToday: fc.boolean(),
      cronFirst: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(states, async (s) => {
        await db.user.deleteMany({});
        const id = await member({
          streak: s.activeAgo === null ? 0 : s.streak,
          freezes: s.freezes,
          lastActiveDate: s.activeAgo === null ? null : addDays(TODAY, -s.activeAgo),
          lastResetDate: s.resetAgo === null ? null : addDays(TODAY, -s.resetAgo),
          restDays: s.restDays,
        });
        if (s.pausedToday) await db.pause.create({ data: { userId: id, reason: "ill", startDate: dateColumn(TODAY), endDate: dateColumn(addDays(TODAY, 2)) } });
        if (s.cronFirst) await resetDueMembers(at("2026-03-18T00:05:00Z"));
        const seen = await shown(id, NOW);
        const { streak } = await stored(id);
        expect(seen).toEqual({ header: streak, summary: streak, insight: streak >= 2 ? streak : null, coach: streak, stats: streak });
      }),
      { seed: 4350, numRuns: 40 },
    );
  }, 120_000);
});

describe("a paused member", () => {
  it("reads the header's streak on /stats and /calendar, not 0", async () => {
    // Registered and active on the 18th, then paused from today: the header says 1.
    const id = await member({ streak: 0, lastActiveDate: null, lastResetDate: null });
    expect((await resetJournal({ id, timeZone: "UTC" }, "due", NOW)).streak).toBe(1);
    await db.pause.create({ data: { userId: id, reason: "ill", startDate: dateColumn(TODAY), endDate: dateColumn(addDays(TODAY, 3)) } });
    expect(await shown(id, at("2026-03-18T13:00:00Z"))).toEqual({ header: 1, summary: 1, insight: null, coach: 1, stats: 1 });
  });
});

describe("a zone switch never adds a day", () => {
  it("Berlin -> Auckland two minutes after registering: the streak stays 1, and the next lived day makes 2", async () => {
    // Registered at 20:00 in Berlin (CET) on the 14th: the silent reset makes the streak 1.
    const id = await member({ streak: 0, lastActiveDate: null, lastResetDate: null, timeZone: "Europe/Berlin" });
    const registered = at("2026-03-14T19:00:00Z");
    expect((await resetJournal({ id, timeZone: "Europe/Berlin" }, "due", registered)).streak).toBe(1);
    const switchedAt = at("2026-03-14T19:02:00Z"); // 08:02 on the 15th in Auckland
    await inTransaction((tx) => changeClock(tx, id, { timeZone: "Pacific/Auckland" }, switchedAt));
    expect((await resetJournal({ id, timeZone: "Pacific/Auckland" }, "due", switchedAt)).streak).toBe(1);
    expect((await getCurrentUser(id, switchedAt))!.streak).toBe(1);
    expect(await streakBonusRows(id)).toBe(0);
    // The 16th in Auckland is a new lived day.
    expect((await resetJournal({ id, timeZone: "Pacific/Auckland" }, "due", at("2026-03-15T19:00:00Z"))).streak).toBe(2);
  });
});
