import "server-only";
// The challenges' progress (docs/decisions.md "Challenges and partners"): ONE set-based statement
// over every joined member of every due challenge. For each member it reads, in one range read of
// the measure's table, the dates of the challenge so far that counted and what each added (the
// member's own dates: zone and day start); for a "days" measure, the dates that were excused (the
// rest flag the reset recorded on the date's journal day, else the member's rest weekdays; or a
// pause covering it), date by date only for members who have rest weekdays, a recorded rest day or
// a pause in the span. It stores the sum, the excused dates that did not count anyway and the
// member's target (the challenge's less those, at least 1).
// lib/domain/challenges.ts memberProgress is the same rule in TypeScript and the integration test
// compares the two. A challenge is due when its last refresh is REFRESH_EVERY old (at least
// hourly: the cron tick runs every minute), and always once before its end is announced.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { DAY_MEASURES } from "@/lib/domain/challenges";

/** How old a challenge's progress may get before the tick refreshes it. */
export const REFRESH_EVERY_MS = 10 * 60_000;

const SMART = Prisma.sql`ARRAY['smart1','smart2','smart3']::"GoalType"[]`;
const memberDate = (instant: Prisma.Sql, alias = "p") =>
  Prisma.sql`((${instant} AT TIME ZONE ${Prisma.raw(alias)}."timeZone") - make_interval(hours => ${Prisma.raw(alias)}."dayStartHour"))::date`;

/** The rows of participant `t` in its dates so far (`t."startDate"` to `t."through"`). */
const inSpan = (table: string) => Prisma.sql`${Prisma.raw(table)}."userId" = t."userId" AND ${Prisma.raw(table)}."date" BETWEEN t."startDate" AND t."through"`;

/**
 * SQL: the dates that counted for participant `t` and what each added, ONE range read of the
 * measure's own table per member (the other measures' branches are cut by their one-time filter).
 */
const COUNTED_DATES = Prisma.sql`
    SELECT j."date", 1 AS "value" FROM "JournalDay" j
    WHERE t."measure" = 'active-days' AND ${inSpan("j")} AND j."active"
  UNION ALL
    SELECT pg."date", 1 FROM "JournalPage" pg
    WHERE t."measure" = 'task-days' AND ${inSpan("pg")}
      AND (SELECT count(*) FROM "Goal" tk WHERE tk."pageId" = pg."id" AND tk."isCompleted") >= 3
    GROUP BY pg."date"
  UNION ALL
    SELECT pg."date", 1 FROM "JournalPage" pg
    WHERE t."measure" = 'journal-days' AND ${inSpan("pg")} AND (
      EXISTS (SELECT 1 FROM "Behavior" b WHERE b."pageId" = pg."id" AND btrim(b."continueDoing" || b."startDoing" || b."stopDoing") <> '')
      OR EXISTS (SELECT 1 FROM "Note" n WHERE n."pageId" = pg."id" AND btrim(n."content") <> '')
      OR EXISTS (SELECT 1 FROM "LearningItem" l WHERE l."pageId" = pg."id")
      OR EXISTS (SELECT 1 FROM "Mindset" ms WHERE ms."pageId" = pg."id" AND btrim(ms."visualization" || ms."selfTalk" || ms."focus") <> ''))
    GROUP BY pg."date"
  UNION ALL
    SELECT pg."date", sum(ms."isVisualizationCompleted"::int + ms."isSelfTalkCompleted"::int + ms."isFocusCompleted"::int)::int
    FROM "JournalPage" pg JOIN "Mindset" ms ON ms."pageId" = pg."id"
    WHERE t."measure" = 'mindset-exercises' AND ${inSpan("pg")}
    GROUP BY pg."date"
  UNION ALL
    SELECT d."date", count(*)::int FROM "Goal" sg
    CROSS JOIN LATERAL (SELECT ${memberDate(Prisma.sql`(sg."completedAt" AT TIME ZONE 'UTC')`, "t")} AS "date") d
    WHERE t."measure" = 'smart-goals' AND sg."userId" = t."userId" AND sg."pageId" IS NULL AND sg."type" = ANY(${SMART})
      AND sg."isCompleted" AND sg."completedAt" IS NOT NULL AND d."date" BETWEEN t."startDate" AND t."through"
    GROUP BY d."date"`;

/** SQL: was date `g."date"` excused for participant `e` (rest day as recorded, else the rest weekdays; or paused)? */
const EXCUSED = Prisma.sql`(
  coalesce((SELECT j."rest" FROM "JournalDay" j WHERE j."userId" = e."userId" AND j."date" = g."date"), extract(isodow FROM g."date")::int = ANY(e."restDays"::int[]))
  OR EXISTS (SELECT 1 FROM "Pause" pa WHERE pa."userId" = e."userId" AND pa."startDate" <= g."date" AND pa."endDate" >= g."date"))`;

export type RefreshFilter = { challengeId: number; userId: number } | null;

/**
 * Refreshes the due challenges (`only` null), or one member of one challenge (`only`: right after
 * they join, so their card shows their standing at once). Returns how many challenges and members.
 */
export async function refreshChallengeProgress(now: Date, only: RefreshFilter = null): Promise<{ challenges: number; members: number }> {
  const staleBefore = new Date(now.getTime() - REFRESH_EVERY_MS);
  const due = only
    ? Prisma.sql`c."id" = ${only.challengeId}`
    : Prisma.sql`c."startDate" <= (${now}::timestamptz AT TIME ZONE 'UTC')::date + 1
        AND (c."refreshedAt" IS NULL OR c."refreshedAt" < ${staleBefore}::timestamp(3) OR c."endedAt" IS NOT NULL
             OR c."endDate" + 2 <= (${now}::timestamptz AT TIME ZONE 'UTC')::date)`;
  const who = only ? Prisma.sql`cp."userId" = ${only.userId}` : Prisma.sql`TRUE`;
  const [row] = await db.$queryRaw<{ challenges: number; members: number }[]>`
    WITH due AS MATERIALIZED (
      SELECT c."id", c."measure", c."target", c."startDate", c."endDate", c."endedAt" FROM "Challenge" c
      WHERE c."finishedAt" IS NULL AND ${due}
    ),
    p AS MATERIALIZED (
      SELECT cp."challengeId", cp."userId", d."measure", d."target", d."startDate", d."endDate", d."endedAt",
        u."timeZone", u."dayStartHour", u."restDays"
      FROM due d JOIN "ChallengeParticipant" cp ON cp."challengeId" = d."id" JOIN "User" u ON u."id" = cp."userId"
      WHERE ${who}
    ),
    through AS MATERIALIZED (
      SELECT p.*, least(p."endDate", ${memberDate(Prisma.sql`${now}::timestamptz`)},
        coalesce(${memberDate(Prisma.sql`(p."endedAt" AT TIME ZONE 'UTC')`)}, p."endDate")) AS "through"
      FROM p
    ),
    counted AS MATERIALIZED (
      SELECT t."challengeId", t."userId", v."date", v."value"
      FROM through t CROSS JOIN LATERAL (${COUNTED_DATES}) v
      WHERE v."value" > 0
    ),
    progress AS (SELECT "challengeId", "userId", sum("value")::int AS "progress" FROM counted GROUP BY "challengeId", "userId"),
    -- Excused dates, read date by date only for the members of a "days" challenge who may have one
    -- (rest weekdays, a recorded rest day or a pause in the span); those that counted anyway excuse nothing.
    excusing AS (
      SELECT t.* FROM through t
      WHERE t."measure" = ANY(${[...DAY_MEASURES]}::text[]) AND (
        cardinality(t."restDays") > 0
        OR EXISTS (SELECT 1 FROM "JournalDay" j WHERE j."userId" = t."userId" AND j."date" BETWEEN t."startDate" AND t."endDate" AND j."rest")
        OR EXISTS (SELECT 1 FROM "Pause" pa WHERE pa."userId" = t."userId" AND pa."startDate" <= t."endDate" AND pa."endDate" >= t."startDate"))
    ),
    excused_dates AS (
      SELECT e."challengeId", e."userId", g."date"
      FROM excusing e CROSS JOIN LATERAL (SELECT gs::date AS "date" FROM generate_series(e."startDate", e."endDate", interval '1 day') gs) g
      WHERE ${EXCUSED}
    ),
    excused AS (
      SELECT x."challengeId", x."userId", count(*)::int AS "excused"
      FROM excused_dates x LEFT JOIN counted c ON c."challengeId" = x."challengeId" AND c."userId" = x."userId" AND c."date" = x."date"
      WHERE c."date" IS NULL
      GROUP BY x."challengeId", x."userId"
    ),
    totals AS (
      SELECT t."challengeId", t."userId", coalesce(pr."progress", 0) AS "progress", coalesce(ex."excused", 0) AS "excused", t."target" AS "challengeTarget"
      FROM through t
      LEFT JOIN progress pr ON pr."challengeId" = t."challengeId" AND pr."userId" = t."userId"
      LEFT JOIN excused ex ON ex."challengeId" = t."challengeId" AND ex."userId" = t."userId"
    ),
    saved AS (
      UPDATE "ChallengeParticipant" cp SET "progress" = t."progress", "excused" = t."excused",
        "target" = greatest(1, t."challengeTarget" - t."excused"),
        "reachedAt" = coalesce(cp."reachedAt", CASE WHEN t."progress" >= greatest(1, t."challengeTarget" - t."excused") THEN ${now}::timestamp(3) END)
      FROM totals t WHERE cp."challengeId" = t."challengeId" AND cp."userId" = t."userId"
      RETURNING 1
    ),
    stamped AS (
      UPDATE "Challenge" c SET "refreshedAt" = ${now}::timestamp(3) FROM due WHERE c."id" = due."id" AND ${only === null}
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM stamped)::int AS "challenges", (SELECT count(*) FROM saved)::int AS "members"`;
  return row;
}
