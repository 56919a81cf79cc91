import "server-only";
// The challenges' progress (docs/decisions.md "Challenges and partners"): ONE set-based statement
// over every joined member of every due challenge. For each member and each date of the
// challenge it reads what the measure counts on that date (the member's own dates: zone and day
// start) and whether the date was excused (the rest flag the reset recorded on the date's journal
// day, else the member's rest weekdays; or a pause covering it), then stores the sum, the excused
// days that did not count anyway and the member's target (the challenge's less those, at least 1).
// lib/domain/challenges.ts memberProgress is the same rule in TypeScript and the integration test
// compares the two. A challenge is due when its last refresh is REFRESH_EVERY old (at least
// hourly: the cron tick runs every minute), and always once before its end is announced.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { DAY_MEASURES } from "@/lib/domain/challenges";

/** How old a challenge's progress may get before the tick refreshes it. */
export const REFRESH_EVERY_MS = 10 * 60_000;

const SMART = Prisma.sql`ARRAY['smart1','smart2','smart3']::"GoalType"[]`;
const memberDate = (instant: Prisma.Sql) => Prisma.sql`((${instant} AT TIME ZONE p."timeZone") - make_interval(hours => p."dayStartHour"))::date`;

/** SQL: what date `g."date"` adds to the measure of participant `p`. */
const VALUE = Prisma.sql`CASE p."measure"
  WHEN 'active-days' THEN (EXISTS (SELECT 1 FROM "JournalDay" j WHERE j."userId" = p."userId" AND j."date" = g."date" AND j."active"))::int
  WHEN 'task-days' THEN (EXISTS (
    SELECT 1 FROM "JournalPage" pg WHERE pg."userId" = p."userId" AND pg."date" = g."date"
      AND (SELECT count(*) FROM "Goal" t WHERE t."pageId" = pg."id" AND t."isCompleted") >= 3))::int
  WHEN 'journal-days' THEN (EXISTS (
    SELECT 1 FROM "JournalPage" pg WHERE pg."userId" = p."userId" AND pg."date" = g."date" AND (
      EXISTS (SELECT 1 FROM "Behavior" b WHERE b."pageId" = pg."id" AND btrim(b."continueDoing" || b."startDoing" || b."stopDoing") <> '')
      OR EXISTS (SELECT 1 FROM "Note" n WHERE n."pageId" = pg."id" AND btrim(n."content") <> '')
      OR EXISTS (SELECT 1 FROM "LearningItem" l WHERE l."pageId" = pg."id")
      OR EXISTS (SELECT 1 FROM "Mindset" ms WHERE ms."pageId" = pg."id" AND btrim(ms."visualization" || ms."selfTalk" || ms."focus") <> ''))))::int
  WHEN 'mindset-exercises' THEN (
    SELECT coalesce(sum(ms."isVisualizationCompleted"::int + ms."isSelfTalkCompleted"::int + ms."isFocusCompleted"::int), 0)::int
    FROM "JournalPage" pg JOIN "Mindset" ms ON ms."pageId" = pg."id" WHERE pg."userId" = p."userId" AND pg."date" = g."date")
  WHEN 'smart-goals' THEN (
    SELECT count(*)::int FROM "Goal" sg
    WHERE sg."userId" = p."userId" AND sg."pageId" IS NULL AND sg."type" = ANY(${SMART}) AND sg."isCompleted"
      AND sg."completedAt" IS NOT NULL AND ${memberDate(Prisma.sql`(sg."completedAt" AT TIME ZONE 'UTC')`)} = g."date")
  ELSE 0 END`;

/** SQL: was date `g."date"` excused for participant `p` (rest day as recorded, else the rest weekdays; or paused)? */
const EXCUSED = Prisma.sql`(
  coalesce((SELECT j."rest" FROM "JournalDay" j WHERE j."userId" = p."userId" AND j."date" = g."date"), extract(isodow FROM g."date")::int = ANY(p."restDays"::int[]))
  OR EXISTS (SELECT 1 FROM "Pause" pa WHERE pa."userId" = p."userId" AND pa."startDate" <= g."date" AND pa."endDate" >= g."date"))`;

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
    through AS (
      SELECT p.*, least(p."endDate", ${memberDate(Prisma.sql`${now}::timestamptz`)},
        coalesce(${memberDate(Prisma.sql`(p."endedAt" AT TIME ZONE 'UTC')`)}, p."endDate")) AS "through"
      FROM p
    ),
    dated AS (
      SELECT p."challengeId", p."userId", p."measure", p."target",
        CASE WHEN g."date" > p."through" THEN 0 ELSE ${VALUE} END AS "value",
        CASE WHEN p."measure" = ANY(${[...DAY_MEASURES]}::text[]) THEN ${EXCUSED} ELSE false END AS "excusable"
      FROM through p CROSS JOIN LATERAL (SELECT gs::date AS "date" FROM generate_series(p."startDate", p."endDate", interval '1 day') gs) g
    ),
    totals AS (
      SELECT "challengeId", "userId", sum("value")::int AS "progress",
        count(*) FILTER (WHERE "value" = 0 AND "excusable")::int AS "excused", max("target") AS "challengeTarget"
      FROM dated GROUP BY "challengeId", "userId"
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
