import "server-only";
// The facts the coach's rules read (lib/domain/coach), for a batch of members in ONE statement:
// each member's local dates of the window (active, tasks, journal written, all three mindset
// exercises), open SMART goals' deadlines, SMART goals completed, the streak reached on the last
// active day, the best streak and whether anything was ever written. Every lookup is by the
// member's indexed keys (JournalDay, JournalPage by userId and date; the page's own rows by pageId).
import { db } from "@/lib/db";
import type { DayFact, MemberFacts } from "@/lib/domain/coach";
import { fromDateColumn } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";

export type FactsRow = MemberFacts & { userId: number; username: string; registeredAt: Date; bestStreak: number };

type Raw = {
  userId: number;
  username: string;
  timeZone: string;
  dayStartHour: number;
  restDays: number[];
  pauses: { startDate: string; endDate: string }[];
  registeredAt: Date;
  lastActiveDate: Date | null;
  streak: number;
  streakAtLastActive: number | null;
  bestStreak: number | null;
  days: DayFact[];
  openGoalDeadlines: string[];
  goalsCompletedAt: string[];
  everWritten: boolean;
};

const SMART = Prisma.sql`ARRAY['smart1','smart2','smart3']::"GoalType"[]`;

/**
 * `members`: a statement giving the batch's ids (column "id"), in order. `windowDays`: how many
 * local dates up to each member's today are read (the rules need 42: this week, the four before).
 */
export async function readMemberFacts(members: Prisma.Sql, now: Date, windowDays: number): Promise<FactsRow[]> {
  const rows = await db.$queryRaw<Raw[]>`
    WITH m AS (
      SELECT u."id", u."username", u."timeZone", u."dayStartHour", u."restDays", u."dateCreated", u."lastActiveDate", u."streak",
        -- The member's date: the wall clock minus the day start hour (docs/decisions.md "Fair streaks").
        (((${now}::timestamptz) AT TIME ZONE u."timeZone") - make_interval(hours => u."dayStartHour"))::date AS "today"
      FROM (${members}) ids JOIN "User" u ON u."id" = ids."id"
    )
    SELECT m."id" AS "userId", m."username", m."timeZone", m."dayStartHour", m."restDays"::int[] AS "restDays", m."dateCreated" AS "registeredAt", m."lastActiveDate", m."streak",
      (SELECT coalesce(json_agg(json_build_object('startDate', p."startDate"::text, 'endDate', p."endDate"::text)), '[]') FROM "Pause" p
        WHERE p."userId" = m."id" AND p."endDate" > m."today" - ${windowDays}::int) AS "pauses",
      (SELECT j."streak" FROM "JournalDay" j WHERE j."userId" = m."id" AND j."date" = m."lastActiveDate") AS "streakAtLastActive",
      (SELECT max(j."streak") FROM "JournalDay" j WHERE j."userId" = m."id" AND j."active") AS "bestStreak",
      (SELECT coalesce(json_agg(json_build_object('date', d."date"::text, 'active', d."active", 'tasksDone', d."tasksDone",
          'tasksTotal', d."tasksTotal", 'written', d."written", 'mindsetAll', d."mindsetAll", 'rest', d."rest", 'frozen', d."frozen")), '[]')
       FROM (
         SELECT coalesce(j."date", p."date") AS "date", coalesce(j."active", false) AS "active", j."rest", coalesce(j."frozen", false) AS "frozen",
           coalesce(p."tasksDone", 0) AS "tasksDone", coalesce(p."tasksTotal", 0) AS "tasksTotal",
           coalesce(p."written", false) AS "written", coalesce(p."mindsetAll", false) AS "mindsetAll"
         FROM (SELECT "date", "active", "rest", "frozen" FROM "JournalDay" WHERE "userId" = m."id" AND "date" > m."today" - ${windowDays}::int AND "date" <= m."today") j
         FULL JOIN (
           SELECT pg."date",
             sum(t."done")::int AS "tasksDone", sum(t."total")::int AS "tasksTotal",
             bool_or(w."written") AS "written",
             bool_or(ms."isVisualizationCompleted") AND bool_or(ms."isSelfTalkCompleted") AND bool_or(ms."isFocusCompleted") AS "mindsetAll"
           FROM "JournalPage" pg
           LEFT JOIN "Mindset" ms ON ms."pageId" = pg."id"
           CROSS JOIN LATERAL (
             SELECT count(*) FILTER (WHERE g."isCompleted")::int AS "done", count(*)::int AS "total" FROM "Goal" g WHERE g."pageId" = pg."id"
           ) t
           CROSS JOIN LATERAL (
             SELECT EXISTS (SELECT 1 FROM "Behavior" b WHERE b."pageId" = pg."id" AND btrim(b."continueDoing" || b."startDoing" || b."stopDoing") <> '')
               OR EXISTS (SELECT 1 FROM "Note" n WHERE n."pageId" = pg."id" AND btrim(n."content") <> '')
               OR EXISTS (SELECT 1 FROM "LearningItem" l WHERE l."pageId" = pg."id")
               OR coalesce(btrim(ms."visualization" || ms."selfTalk" || ms."focus") <> '', false) AS "written"
           ) w
           WHERE pg."userId" = m."id" AND pg."date" > m."today" - ${windowDays}::int AND pg."date" <= m."today"
           GROUP BY pg."date"
         ) p ON p."date" = j."date"
       ) d) AS "days",
      (SELECT coalesce(array_agg(to_char(g."deadline", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '{}') FROM "Goal" g
        WHERE g."userId" = m."id" AND g."pageId" IS NULL AND g."type" = ANY(${SMART}) AND NOT g."isCompleted" AND g."archivedAt" IS NULL AND g."deadline" IS NOT NULL) AS "openGoalDeadlines",
      (SELECT coalesce(array_agg(to_char(g."completedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '{}') FROM "Goal" g
        WHERE g."userId" = m."id" AND g."pageId" IS NULL AND g."type" = ANY(${SMART}) AND g."completedAt" > (${now}::timestamptz AT TIME ZONE 'UTC') - make_interval(days => ${windowDays}::int + 1)
          -- a completion counts when it earned points (within the day's limit, docs/decisions.md "Fair points and sessions")
          AND EXISTS (SELECT 1 FROM "PointsEntry" pe WHERE pe."userId" = m."id" AND pe."idempotencyKey" = 'goal:' || g."id" AND pe."points" > 0)) AS "goalsCompletedAt",
      (EXISTS (SELECT 1 FROM "LearningItem" l WHERE l."userId" = m."id")
        OR EXISTS (SELECT 1 FROM "Behavior" b WHERE b."userId" = m."id" AND btrim(b."continueDoing" || b."startDoing" || b."stopDoing") <> '')
        OR EXISTS (SELECT 1 FROM "Note" n WHERE n."userId" = m."id" AND btrim(n."content") <> '')
        OR EXISTS (SELECT 1 FROM "Mindset" s WHERE s."userId" = m."id" AND btrim(s."visualization" || s."selfTalk" || s."focus") <> '')) AS "everWritten"
    FROM m ORDER BY m."id"`;
  return rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    timeZone: r.timeZone,
    dayStartHour: r.dayStartHour,
    restDays: r.restDays,
    pauses: r.pauses,
    registeredAt: r.registeredAt,
    lastActiveDate: r.lastActiveDate ? fromDateColumn(r.lastActiveDate) : null,
    streak: r.streak,
    streakAtLastActive: r.streakAtLastActive ?? 0,
    bestStreak: Math.max(r.bestStreak ?? 0, r.streak),
    days: r.days,
    openGoalDeadlines: r.openGoalDeadlines.map((t) => new Date(t)),
    goalsCompletedAt: r.goalsCompletedAt.map((t) => new Date(t)),
    everWritten: r.everWritten,
  }));
}
