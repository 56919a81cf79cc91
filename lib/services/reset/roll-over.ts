import "server-only";
// The daily reset as one set-based statement (03-decisions "Days, time zones and the daily
// reset"), shared by the cron tick (every member) and the force / manual reset (one member):
//  1. claims every member whose local date (computed per time zone by lib/domain/day, passed as
//     (zone, today) pairs) is after their lastResetDate: UPDATE ... WHERE lastResetDate < today
//     RETURNING. The row lock makes a concurrent claim of the same member wait, re-check and
//     skip, so each member is reset once per local date however many calls race.
//  2. keeps the stored streak only while it can still continue (active yesterday or today,
//     03-decisions "Streak"); a member who missed a whole day is set to 0, and their next active
//     day starts again at 1. A reset never grows the streak: being active does (activate-member).
//  3. inserts that date's JournalDay and its page 1 (kept if a write already created them).
// Nothing is deleted: earlier days and pages stay for /calendar; SMART and main goals are untouched.
import type { Tx } from "@/lib/db";
import { fromDateColumn, localDate, normaliseTimeZone, type LocalDate } from "@/lib/domain/day";

export type RolledOver = { userId: number; date: LocalDate; streak: number; pageId: number | null };

type Row = { userId: number; date: Date; streak: number; pageId: number | null };

export async function rollOver(tx: Tx, now: Date, zones: readonly string[], userId: number | null = null): Promise<RolledOver[]> {
  if (!zones.length) return [];
  const todays = zones.map((zone) => localDate(now, normaliseTimeZone(zone)));
  const rows = await tx.$queryRaw<Row[]>`
    WITH zone AS (
      SELECT * FROM unnest(${[...zones]}::text[], ${todays}::date[]) AS z(name, today)
    ),
    due AS (
      UPDATE "User" u
      SET "lastResetDate" = zone.today,
          "streak" = CASE WHEN u."lastActiveDate" >= zone.today - 1 THEN u."streak" ELSE 0 END
      FROM zone
      WHERE u."timeZone" = zone.name
        AND (u."lastResetDate" IS NULL OR u."lastResetDate" < zone.today)
        AND (${userId}::int IS NULL OR u."id" = ${userId}::int)
      RETURNING u."id" AS "userId", zone.today AS "date", u."streak"
    ),
    day AS (
      INSERT INTO "JournalDay" ("userId", "date", "streak")
      SELECT "userId", "date", "streak" FROM due
      ON CONFLICT ("userId", "date") DO UPDATE SET "streak" = EXCLUDED."streak"
      RETURNING "id", "userId", "date"
    ),
    page AS (
      INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo")
      SELECT "userId", "id", "date", 1 FROM day
      ON CONFLICT ("userId", "date", "pageNo") DO NOTHING
      RETURNING "id", "userId"
    )
    SELECT due."userId", due."date", due."streak", page."id" AS "pageId"
    FROM due LEFT JOIN page ON page."userId" = due."userId"`;
  return rows.map((r) => ({ ...r, date: fromDateColumn(r.date) }));
}
