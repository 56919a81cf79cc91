import "server-only";
// The coach's snapshot (docs/decisions.md "The coach's view"): every member's figures and
// attention reasons, computed outside any admin request by the cron tick, in batches of
// BATCH members: one statement reads a batch's facts (member-facts), the pure rules
// (lib/domain/coach) compute, one statement upserts the batch. Members whose account became an
// admin's leave the snapshot. Safe to run twice at once (upserts of the same figures).
import { db } from "@/lib/db";
import { ATTENTION_REASONS, coachSummary, severityOf } from "@/lib/domain/coach";
import { Prisma } from "@/lib/generated/prisma/client";
import { readMemberFacts } from "@/lib/services/coach/member-facts";
import { checkInFacts } from "@/lib/services/check-ins/check-in-facts";

const BATCH = 2000;
/** The rules look back this many local dates: this week and the four full weeks before it. */
export const FACTS_WINDOW_DAYS = 42;
/** The cron tick refreshes when the snapshot is older than this. */
export const SNAPSHOT_MAX_AGE_MS = 10 * 60_000;

export async function refreshCoachSnapshot(now: Date): Promise<{ members: number }> {
  let after = 0;
  let members = 0;
  for (;;) {
    const facts = await readMemberFacts(Prisma.sql`SELECT "id" FROM "User" WHERE "id" > ${after} AND NOT "isAdmin" ORDER BY "id" LIMIT ${BATCH}`, now, FACTS_WINDOW_DAYS);
    if (!facts.length) break;
    const checkIns = await checkInFacts(facts.map((f) => f.userId), now);
    const rows = facts.map((f) => ({ userId: f.userId, bestStreak: f.bestStreak, ...coachSummary({ ...f, checkIns: checkIns.get(f.userId) }, now) }));
    await db.$executeRaw`
      INSERT INTO "CoachSnapshot" ("userId", "teamId", "computedAt", "today", "reason", "severity", "since", "details", "reasons", "streak", "bestStreak",
        "activeToday", "activeLastWeekDay", "activeThisWeek", "activeLastWeek", "journalsThisWeek", "journalsLastWeek", "mindsetThisWeek", "mindsetLastWeek",
        "tasksThisWeek", "tasksLastWeek", "goalsThisWeek", "goalsLastWeek", "activeDays7", "activeDays28", "taskRate28", "mindsetRate28", "journalRate28")
      SELECT r."userId", (SELECT u."teamId" FROM "User" u WHERE u."id" = r."userId"), ${now}::timestamp(3), r."today", r."details"->0->>'reason', (r."details"->0->>'severity')::int, (r."details"->0->>'since')::date,
        r."details", ARRAY(SELECT jsonb_array_elements(r."details")->>'reason'), r."streak", r."bestStreak",
        r."activeToday", r."activeLastWeekDay", r."activeThisWeek", r."activeLastWeek", r."journalsThisWeek", r."journalsLastWeek", r."mindsetThisWeek", r."mindsetLastWeek",
        r."tasksThisWeek", r."tasksLastWeek", r."goalsThisWeek", r."goalsLastWeek", r."activeDays7", r."activeDays28", r."taskRate28", r."mindsetRate28", r."journalRate28"
      FROM jsonb_to_recordset(${JSON.stringify(
        rows.map((r) => ({
          userId: r.userId,
          today: r.today,
          details: r.attention.map((a) => ({ ...a, severity: severityOf(a.reason) })),
          streak: r.streak,
          bestStreak: r.bestStreak,
          activeToday: r.activeToday,
          activeLastWeekDay: r.activeLastWeekDay,
          activeThisWeek: r.thisWeek.active,
          activeLastWeek: r.lastWeek.active,
          journalsThisWeek: r.thisWeek.journals,
          journalsLastWeek: r.lastWeek.journals,
          mindsetThisWeek: r.thisWeek.mindsetAll,
          mindsetLastWeek: r.lastWeek.mindsetAll,
          tasksThisWeek: r.thisWeek.tasksDone,
          tasksLastWeek: r.lastWeek.tasksDone,
          goalsThisWeek: r.thisWeek.goalsDone,
          goalsLastWeek: r.lastWeek.goalsDone,
          activeDays7: r.activeDays7,
          activeDays28: r.activeDays28,
          taskRate28: r.rates28.tasks,
          mindsetRate28: r.rates28.mindset,
          journalRate28: r.rates28.journal,
        })),
      )}::jsonb) AS r("userId" int, "today" date, "details" jsonb, "streak" int, "bestStreak" int, "activeToday" bool, "activeLastWeekDay" bool,
        "activeThisWeek" bool, "activeLastWeek" bool, "journalsThisWeek" int, "journalsLastWeek" int, "mindsetThisWeek" int, "mindsetLastWeek" int,
        "tasksThisWeek" int, "tasksLastWeek" int, "goalsThisWeek" int, "goalsLastWeek" int, "activeDays7" int, "activeDays28" int,
        "taskRate28" int, "mindsetRate28" int, "journalRate28" int)
      WHERE EXISTS (SELECT 1 FROM "User" u WHERE u."id" = r."userId")
      ON CONFLICT ("userId") DO UPDATE SET ("teamId", "computedAt", "today", "reason", "severity", "since", "details", "reasons", "streak", "bestStreak",
        "activeToday", "activeLastWeekDay", "activeThisWeek", "activeLastWeek", "journalsThisWeek", "journalsLastWeek", "mindsetThisWeek", "mindsetLastWeek",
        "tasksThisWeek", "tasksLastWeek", "goalsThisWeek", "goalsLastWeek", "activeDays7", "activeDays28", "taskRate28", "mindsetRate28", "journalRate28") =
        (EXCLUDED."teamId", EXCLUDED."computedAt", EXCLUDED."today", EXCLUDED."reason", EXCLUDED."severity", EXCLUDED."since", EXCLUDED."details", EXCLUDED."reasons", EXCLUDED."streak", EXCLUDED."bestStreak",
        EXCLUDED."activeToday", EXCLUDED."activeLastWeekDay", EXCLUDED."activeThisWeek", EXCLUDED."activeLastWeek", EXCLUDED."journalsThisWeek", EXCLUDED."journalsLastWeek", EXCLUDED."mindsetThisWeek", EXCLUDED."mindsetLastWeek",
        EXCLUDED."tasksThisWeek", EXCLUDED."tasksLastWeek", EXCLUDED."goalsThisWeek", EXCLUDED."goalsLastWeek", EXCLUDED."activeDays7", EXCLUDED."activeDays28", EXCLUDED."taskRate28", EXCLUDED."mindsetRate28", EXCLUDED."journalRate28")`;
    members += facts.length;
    after = facts[facts.length - 1].userId;
  }
  await db.$executeRaw`DELETE FROM "CoachSnapshot" s USING "User" u WHERE u."id" = s."userId" AND u."isAdmin"`;
  await sumCohort(now);
  return { members };
}

/**
 * The cohort's totals over the snapshot, in one statement: row 0 for every member (the owner's
 * glance reads one row) and one row per team (docs/decisions.md "Teams and roles": a coach's
 * glance reads their teams' rows); the rows of teams left without members go.
 */
async function sumCohort(now: Date) {
  const totals = Prisma.sql`jsonb_build_object(
      'members', count(*),
      'activeToday', count(*) FILTER (WHERE "activeToday"), 'activeLastWeekDay', count(*) FILTER (WHERE "activeLastWeekDay"),
      'activeThisWeek', count(*) FILTER (WHERE "activeThisWeek"), 'activeLastWeek', count(*) FILTER (WHERE "activeLastWeek"),
      'journalsThisWeek', coalesce(sum("journalsThisWeek"), 0), 'journalsLastWeek', coalesce(sum("journalsLastWeek"), 0),
      'mindsetThisWeek', coalesce(sum("mindsetThisWeek"), 0), 'mindsetLastWeek', coalesce(sum("mindsetLastWeek"), 0),
      'tasksThisWeek', coalesce(sum("tasksThisWeek"), 0), 'tasksLastWeek', coalesce(sum("tasksLastWeek"), 0),
      'goalsThisWeek', coalesce(sum("goalsThisWeek"), 0), 'goalsLastWeek', coalesce(sum("goalsLastWeek"), 0),
      'streaks', jsonb_build_object('0', count(*) FILTER (WHERE "streak" <= 0), '1-6', count(*) FILTER (WHERE "streak" BETWEEN 1 AND 6),
        '7-29', count(*) FILTER (WHERE "streak" BETWEEN 7 AND 29), '30+', count(*) FILTER (WHERE "streak" >= 30)),
      'reasons', jsonb_build_object('any', count(*) FILTER (WHERE "reason" IS NOT NULL),
        ${Prisma.join(ATTENTION_REASONS.map((r) => Prisma.sql`${r}::text, count(*) FILTER (WHERE "reasons" @> ARRAY[${r}]::text[])`))}))`;
  await db.$transaction([
    db.$executeRaw`
      INSERT INTO "CoachCohort" ("id", "computedAt", "totals")
      SELECT 0, ${now}::timestamp(3), ${totals} FROM "CoachSnapshot"
      UNION ALL
      SELECT "teamId", ${now}::timestamp(3), ${totals} FROM "CoachSnapshot" GROUP BY "teamId"
      ON CONFLICT ("id") DO UPDATE SET "computedAt" = EXCLUDED."computedAt", "totals" = EXCLUDED."totals"`,
    db.$executeRaw`DELETE FROM "CoachCohort" WHERE "id" <> 0 AND "computedAt" < ${now}::timestamp(3)`,
  ]);
}

/** The cron tick's call: refresh when the snapshot is missing or older than SNAPSHOT_MAX_AGE_MS. */
export async function refreshCoachSnapshotIfStale(now: Date): Promise<{ members: number } | null> {
  const [{ latest }] = await db.$queryRaw<{ latest: Date | null }[]>`SELECT (SELECT "computedAt" FROM "CoachCohort" WHERE "id" = 0) AS "latest"`;
  if (latest && now.getTime() - latest.getTime() < SNAPSHOT_MAX_AGE_MS) return null;
  return refreshCoachSnapshot(now);
}
