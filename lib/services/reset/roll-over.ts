import "server-only";
// The daily reset as one set-based statement (docs/decisions.md "Days, time zones and the daily
// reset" and "Fair streaks"), shared by the cron tick (every member) and the force / manual
// reset (one member):
//  1. picks every member whose day (computed per time zone and day start hour by
//     lib/domain/fair-streak/member-day, passed as (zone, hour, today) triples) is after their
//     lastResetDate. The UPDATE re-checks it under the row lock, so a concurrent claim of the same
//     member waits, re-checks and skips: each member is reset once per date however many race.
//  2. settles the streak as lib/domain/fair-streak/streak-rules settleBefore does (the same rule
//     in SQL; tests/integration/fair-streak-reset.test.ts checks them against each other): the
//     dates after the chain's end and before today are excused (rest: the date's recorded
//     JournalDay.rest, else the current rest weekdays; or paused) or missed; missed dates take a
//     freeze each when there are enough (they are marked frozen and the notice is set), else the
//     streak becomes 0. A gap over MAX_SETTLE_DAYS always ends it. A reset never grows the
//     streak: being active does (activate-member).
//  3. inserts today's JournalDay (rest recorded as the rest weekdays stand now) and its page 1
//     (kept if a write already created them).
// Nothing is deleted: earlier days and pages stay for /calendar; SMART and main goals are untouched.
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { fromDateColumn, type LocalDate } from "@/lib/domain/day";
import { clockDay, type DayClock } from "@/lib/domain/fair-streak/member-day";
import { MAX_SETTLE_DAYS } from "@/lib/domain/fair-streak/streak-rules";

export type RolledOver = { userId: number; date: LocalDate; streak: number; pageId: number | null };

type Row = { userId: number; date: Date; streak: number; pageId: number | null };

/** The roll-over's CTEs (clock ... page) for the clocks' members, or only `userId` when given. */
function rollOverCtes(now: Date, clocks: readonly DayClock[], userId: number | null): Prisma.Sql {
  const zones = clocks.map((c) => c.timeZone);
  const hours = clocks.map((c) => c.dayStartHour);
  const todays = clocks.map((c) => clockDay(now, c));
  return Prisma.sql`
    WITH clock AS (
      SELECT * FROM unnest(${zones}::text[], ${hours}::int[], ${todays}::date[]) AS c(zone, hour, today)
    ),
    cand AS (
      SELECT u."id", c.today, u."streak", u."freezes", u."restDays",
             coalesce(u."streakThrough", u."lastActiveDate") AS "through"
      FROM "User" u JOIN clock c ON u."timeZone" = c.zone AND u."dayStartHour" = c.hour
      WHERE (u."lastResetDate" IS NULL OR u."lastResetDate" < c.today)
        AND (${userId}::int IS NULL OR u."id" = ${userId}::int)
    ),
    gap AS (
      SELECT cand.*, cand.streak > 0 AND cand.through < cand.today - 1 AS "open",
             cand.today - 1 - cand.through > ${MAX_SETTLE_DAYS}::int AS "tooLong"
      FROM cand
    ),
    missed AS (
      -- Only members whose chain has a gap to settle (a quarter to a half of a day's resets).
      SELECT gap."id", array_agg(d::date ORDER BY d) AS missed
      FROM gap CROSS JOIN LATERAL generate_series(gap.through + 1, gap.today - 1, interval '1 day') AS d
      WHERE gap."open" AND NOT gap."tooLong"
        AND NOT coalesce(
          (SELECT jd."rest" FROM "JournalDay" jd WHERE jd."userId" = gap."id" AND jd."date" = d::date),
          extract(isodow FROM d)::int = ANY(gap."restDays"))
        AND NOT EXISTS (
          SELECT 1 FROM "Pause" p WHERE p."userId" = gap."id" AND p."endDate" >= d::date AND p."startDate" <= d::date)
      GROUP BY gap."id"
    ),
    settle AS (
      SELECT gap."id", gap.today, gap."open", coalesce(missed.missed, '{}'::date[]) AS missed,
             gap."open" AND (gap."tooLong" OR coalesce(cardinality(missed.missed), 0) > gap.freezes) AS "ended"
      FROM gap LEFT JOIN missed ON missed."id" = gap."id"
    ),
    due AS (
      UPDATE "User" u
      SET "lastResetDate" = s.today,
          "streak" = CASE WHEN s."ended" THEN 0 ELSE u."streak" END,
          "freezes" = CASE WHEN s."open" AND NOT s."ended" THEN u."freezes" - cardinality(s.missed) ELSE u."freezes" END,
          "streakThrough" = CASE WHEN s."open" AND NOT s."ended" THEN s.today - 1 ELSE u."streakThrough" END,
          "freezeNoticeStreak" = CASE WHEN s."open" AND NOT s."ended" AND cardinality(s.missed) > 0 THEN u."streak" ELSE u."freezeNoticeStreak" END,
          "freezeNoticeUsed" = u."freezeNoticeUsed" + CASE WHEN s."open" AND NOT s."ended" THEN cardinality(s.missed) ELSE 0 END
      FROM settle s
      WHERE u."id" = s."id" AND (u."lastResetDate" IS NULL OR u."lastResetDate" < s.today)
      RETURNING u."id" AS "userId", s.today AS "date", u."streak", u."restDays",
                CASE WHEN s."open" AND NOT s."ended" THEN s.missed ELSE '{}'::date[] END AS "frozen"
    ),
    frozen AS (
      INSERT INTO "JournalDay" ("userId", "date", "streak", "frozen")
      SELECT due."userId", f.d, due."streak", true FROM due CROSS JOIN LATERAL unnest(due."frozen") AS f(d)
      ON CONFLICT ("userId", "date") DO UPDATE SET "frozen" = true
    ),
    day AS (
      INSERT INTO "JournalDay" ("userId", "date", "streak", "rest")
      SELECT "userId", "date", "streak", extract(isodow FROM "date")::int = ANY("restDays") FROM due
      ON CONFLICT ("userId", "date") DO UPDATE SET "streak" = EXCLUDED."streak", "rest" = EXCLUDED."rest"
      RETURNING "id", "userId", "date"
    ),
    page AS (
      INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo")
      SELECT "userId", "id", "date", 1 FROM day
      ON CONFLICT ("userId", "date", "pageNo") DO NOTHING
      RETURNING "id", "userId"
    )`;
}

/** Rolls one member's day over (force / manual reset): what it did, or [] when the day was already theirs. */
export async function rollOver(tx: Tx, now: Date, clocks: readonly DayClock[], userId: number): Promise<RolledOver[]> {
  if (!clocks.length) return [];
  const rows = await tx.$queryRaw<Row[]>`
    ${rollOverCtes(now, clocks, userId)}
    SELECT due."userId", due."date", due."streak", page."id" AS "pageId"
    FROM due LEFT JOIN page ON page."userId" = due."userId"`;
  return rows.map((r) => ({ ...r, date: fromDateColumn(r.date) }));
}

/**
 * Rolls every due member of the clocks over (the cron tick) and answers only the counts: a tick
 * resets up to every member, and their rows are not needed (the reset benchmark, decisions
 * "Fair streaks").
 */
export async function rollOverAll(tx: Tx, now: Date, clocks: readonly DayClock[]): Promise<{ resets: number; pagesCreated: number }> {
  if (!clocks.length) return { resets: 0, pagesCreated: 0 };
  const [counts] = await tx.$queryRaw<{ resets: number; pagesCreated: number }[]>`
    ${rollOverCtes(now, clocks, null)}
    SELECT (SELECT count(*) FROM due)::int AS "resets", (SELECT count(*) FROM page)::int AS "pagesCreated"`;
  return counts;
}
