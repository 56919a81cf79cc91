import "server-only";
// GET /api/stats in ONE statement: every local date of the window with what was done, the
// rates, the weekday pattern, all-time bests and streak runs (gaps and islands over the active
// dates), and the badge stats, each as a JSON column. The window starts at the requested date
// but never before the member's first date (joined, or first journal day).
import { db } from "@/lib/db";
import type { BadgeStats } from "@/lib/domain/badges";
import type { LocalDate } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import { statValues } from "@/lib/services/badges/badge-stats-sql";

export type StatsRow = {
  from: string;
  to: string;
  days: { date: string; points: number; tasksCompleted: number; tasksTotal: number; mindsetCompleted: number; journalWritten: boolean; active: boolean; streak: number }[];
  pointsBefore: number;
  goals: { done: number; total: number; allTime: number };
  bestDay: { date: string; points: number } | null;
  mostTasksDay: { date: string; tasks: number } | null;
  bestRun: { length: number; start: string; end: string } | null;
  latestRun: { length: number; start: string; end: string } | null;
  /** The stored streak and last active date (the header's: docs/decisions.md "Fair streaks"). */
  streak: number;
  lastActiveDate: string | null;
  totalPoints: number;
  badgeStats: BadgeStats;
  earned: { code: string; earnedAt: string }[];
};

/** Local date of a timestamp column (stored as UTC) in the zone. */
const local = (column: Prisma.Sql, zone: string) => Prisma.sql`((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date`;
/** The UTC instant of a local date's midnight in the zone, comparable with timestamp columns. */
const utcMidnight = (date: Prisma.Sql, zone: string) => Prisma.sql`((${date})::timestamp AT TIME ZONE ${zone}) AT TIME ZONE 'UTC'`;

export async function queryStats(userId: number, zone: string, start: LocalDate | null, today: LocalDate): Promise<StatsRow> {
  const fromUtc = utcMidnight(Prisma.sql`(SELECT "from" FROM bounds)`, zone);
  const toUtc = utcMidnight(Prisma.sql`(SELECT "to" + 1 FROM bounds)`, zone);
  const [row] = await db.$queryRaw<StatsRow[]>`
    WITH me AS (SELECT * FROM "User" WHERE "id" = ${userId}),
    bounds AS (
      SELECT greatest(coalesce(${start}::date, '-infinity'::date),
        least(${local(Prisma.sql`me."dateCreated"`, zone)},
              coalesce((SELECT min("date") FROM "JournalDay" WHERE "userId" = ${userId}), ${today}::date),
              ${today}::date)) AS "from",
        ${today}::date AS "to"
      FROM me
    ),
    pages AS (
      SELECT p."id", p."date" FROM "JournalPage" p, bounds
      WHERE p."userId" = ${userId} AND p."date" BETWEEN bounds."from" AND bounds."to"
    ),
    tasks AS (
      SELECT p."date", count(*)::int AS "total", count(*) FILTER (WHERE g."isCompleted")::int AS "done"
      FROM "Goal" g JOIN pages p ON p."id" = g."pageId" WHERE g."userId" = ${userId} GROUP BY p."date"
    ),
    minds AS (
      SELECT p."date",
        bool_or(m."isVisualizationCompleted")::int + bool_or(m."isSelfTalkCompleted")::int + bool_or(m."isFocusCompleted")::int AS "done",
        bool_or(btrim(m."visualization" || m."selfTalk" || m."focus") <> '') AS "written"
      FROM "Mindset" m JOIN pages p ON p."id" = m."pageId" WHERE m."userId" = ${userId} GROUP BY p."date"
    ),
    written AS (
      SELECT p."date" FROM pages p
      WHERE EXISTS (SELECT 1 FROM "Behavior" b WHERE b."pageId" = p."id" AND btrim(b."continueDoing" || b."startDoing" || b."stopDoing") <> '')
         OR EXISTS (SELECT 1 FROM "Note" n WHERE n."pageId" = p."id" AND btrim(n."content") <> '')
         OR EXISTS (SELECT 1 FROM "LearningItem" l WHERE l."pageId" = p."id")
      UNION SELECT "date" FROM minds WHERE "written"
    ),
    all_points AS (
      SELECT ${local(Prisma.sql`"createdAt"`, zone)} AS "date", sum("points")::int AS "points"
      FROM "PointsEntry" WHERE "userId" = ${userId} GROUP BY 1
    ),
    jdays AS (SELECT j."date", j."active", j."streak" FROM "JournalDay" j, bounds WHERE j."userId" = ${userId} AND j."date" BETWEEN bounds."from" AND bounds."to"),
    days AS (
      SELECT d::date AS "date", coalesce(pt."points", 0) AS "points", coalesce(t."done", 0) AS "tasksCompleted",
        coalesce(t."total", 0) AS "tasksTotal", coalesce(m."done", 0) AS "mindsetCompleted",
        (w."date" IS NOT NULL) AS "journalWritten", coalesce(j."active", false) AS "active",
        CASE WHEN j."active" THEN j."streak" ELSE 0 END AS "streak"
      FROM bounds, generate_series(bounds."from", bounds."to", interval '1 day') d
      LEFT JOIN all_points pt ON pt."date" = d::date
      LEFT JOIN tasks t ON t."date" = d::date
      LEFT JOIN minds m ON m."date" = d::date
      LEFT JOIN written w ON w."date" = d::date
      LEFT JOIN jdays j ON j."date" = d::date
    ),
    -- Streak runs with the streak's rules (lib/domain/fair-streak/streak-rules, docs/decisions.md
    -- "Fair streaks"): rest, paused and frozen days carry a run without adding to it; a run's
    -- length counts its active days that are neither rest nor paused, its end is its last day.
    chain AS (
      SELECT j."date", j."active" AND NOT j."rest" AND NOT EXISTS (
               SELECT 1 FROM "Pause" p WHERE p."userId" = ${userId} AND p."startDate" <= j."date" AND p."endDate" >= j."date") AS "counts"
      FROM "JournalDay" j
      WHERE j."userId" = ${userId} AND (j."active" OR j."rest" OR j."frozen" OR EXISTS (
               SELECT 1 FROM "Pause" p WHERE p."userId" = ${userId} AND p."startDate" <= j."date" AND p."endDate" >= j."date"))
    ),
    runs AS (
      SELECT count(*) FILTER (WHERE "counts")::int AS "length", min("date") FILTER (WHERE "counts") AS "start", max("date") AS "end"
      FROM (SELECT "date", "counts", "date" - (row_number() OVER (ORDER BY "date"))::int AS "island" FROM chain) a
      GROUP BY "island"
      HAVING count(*) FILTER (WHERE "counts") > 0
    ),
    day_tasks AS (
      SELECT p."date", count(*)::int AS "tasks" FROM "Goal" g JOIN "JournalPage" p ON p."id" = g."pageId"
      WHERE g."userId" = ${userId} AND g."isCompleted" GROUP BY p."date"
    ),
    goals AS (
      SELECT count(*) FILTER (WHERE g."completedAt" >= ${fromUtc} AND g."completedAt" < ${toUtc})::int AS "done",
        count(*) FILTER (WHERE g."dateCreated" < ${toUtc} AND (g."completedAt" IS NULL OR g."completedAt" >= ${fromUtc}))::int AS "total",
        count(*) FILTER (WHERE g."isCompleted")::int AS "allTime"
      FROM "Goal" g WHERE g."userId" = ${userId} AND g."pageId" IS NULL
    ),
    badge_stats AS (
      SELECT s."name", s."value" FROM "User" u, LATERAL (VALUES ${statValues()}) AS s("name", "value") WHERE u."id" = ${userId}
    )
    SELECT
      (SELECT "from"::text FROM bounds) AS "from",
      (SELECT "to"::text FROM bounds) AS "to",
      (SELECT coalesce(json_agg(json_build_object('date', "date"::text, 'points', "points", 'tasksCompleted', "tasksCompleted",
          'tasksTotal', "tasksTotal", 'mindsetCompleted', "mindsetCompleted", 'journalWritten', "journalWritten",
          'active', "active", 'streak', "streak") ORDER BY "date"), '[]') FROM days) AS "days",
      (SELECT coalesce(sum("points"), 0)::int FROM all_points WHERE "date" < (SELECT "from" FROM bounds)) AS "pointsBefore",
      (SELECT row_to_json(goals) FROM goals) AS "goals",
      (SELECT json_build_object('date', "date"::text, 'points', "points") FROM all_points WHERE "points" > 0 ORDER BY "points" DESC, "date" DESC LIMIT 1) AS "bestDay",
      (SELECT json_build_object('date', "date"::text, 'tasks', "tasks") FROM day_tasks ORDER BY "tasks" DESC, "date" DESC LIMIT 1) AS "mostTasksDay",
      (SELECT json_build_object('length', "length", 'start', "start"::text, 'end', "end"::text) FROM runs ORDER BY "length" DESC, "end" DESC LIMIT 1) AS "bestRun",
      (SELECT json_build_object('length', "length", 'start', "start"::text, 'end', "end"::text) FROM runs ORDER BY "end" DESC LIMIT 1) AS "latestRun",
      (SELECT "streak" FROM me) AS "streak",
      (SELECT "lastActiveDate"::text FROM me) AS "lastActiveDate",
      (SELECT "xpPoints" FROM me) AS "totalPoints",
      (SELECT coalesce(json_object_agg("name", "value"), '{}') FROM badge_stats) AS "badgeStats",
      (SELECT coalesce(json_agg(json_build_object('code', "code", 'earnedAt', "earnedAt") ORDER BY "earnedAt", "id"), '[]')
        FROM "EarnedBadge" WHERE "userId" = ${userId}) AS "earned"`;
  return row;
}
