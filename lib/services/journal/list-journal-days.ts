import "server-only";
// GET /api/journal/days?month=YYYY-MM, for /calendar: per local date of the month, what was done
// (tasks completed, mindset exercises done, something written) and the points earned that local
// day, and the streak's kind of day (rest, paused, frozen). Two statements at once, whatever the
// number of days or pages.
import { db } from "@/lib/db";
import { fromDateColumn, monthBounds, normaliseTimeZone } from "@/lib/domain/day";
import type { JournalDaySummary, StreakDayKind } from "@/lib/schemas/journal";
import type { Member } from "@/lib/domain/member";

type DayRow = { date: Date; tasksCompleted: number; mindsetCompleted: number; journalWritten: boolean };
type PointsRow = { date: Date; points: number | null; kind: StreakDayKind | null };

export async function listJournalDays(member: Member, month: string): Promise<JournalDaySummary[]> {
  const { first, next } = monthBounds(month);
  const zone = normaliseTimeZone(member.timeZone);
  // A points entry belongs to the member's day: the wall clock minus the day start hour (docs/decisions.md "Fair streaks").
  const hour = member.dayStartHour ?? 0;
  const [days, marks] = await Promise.all([
    db.$queryRaw<DayRow[]>`
      SELECT p."date",
        (SELECT count(*) FROM "Goal" g WHERE g."pageId" = ANY(array_agg(p."id")) AND g."isCompleted")::int AS "tasksCompleted",
        (bool_or(coalesce(m."isVisualizationCompleted", false))::int + bool_or(coalesce(m."isSelfTalkCompleted", false))::int
          + bool_or(coalesce(m."isFocusCompleted", false))::int) AS "mindsetCompleted",
        (bool_or(btrim(coalesce(b."continueDoing", '') || coalesce(b."startDoing", '') || coalesce(b."stopDoing", '')) <> '')
          OR bool_or(btrim(coalesce(m."visualization", '') || coalesce(m."selfTalk", '') || coalesce(m."focus", '')) <> '')
          OR bool_or(btrim(coalesce(n."content", '')) <> '')
          OR EXISTS (SELECT 1 FROM "LearningItem" l WHERE l."pageId" = ANY(array_agg(p."id")))) AS "journalWritten"
      FROM "JournalPage" p
      LEFT JOIN "Behavior" b ON b."pageId" = p."id"
      LEFT JOIN "Mindset" m ON m."pageId" = p."id"
      LEFT JOIN "Note" n ON n."pageId" = p."id"
      WHERE p."userId" = ${member.id} AND p."date" >= ${first}::date AND p."date" < ${next}::date
      GROUP BY p."date"`,
    // Points per member day (the wall clock minus the day start hour) and the streak's kind of
    // day: rest and frozen as recorded on the date's journal day, paused from the pauses (upcoming
    // ones too). One statement (at most 3 round trips per handler: docs/decisions.md "Journal server speed").
    db.$queryRaw<PointsRow[]>`
      WITH pts AS (
        SELECT ((("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${zone}) - make_interval(hours => ${hour}::int))::date AS "date", sum("points")::int AS "points"
        FROM "PointsEntry"
        WHERE "userId" = ${member.id}
          AND "createdAt" >= ((${first}::date)::timestamp + make_interval(hours => ${hour}::int)) AT TIME ZONE ${zone} AT TIME ZONE 'UTC'
          AND "createdAt" < ((${next}::date)::timestamp + make_interval(hours => ${hour}::int)) AT TIME ZONE ${zone} AT TIME ZONE 'UTC'
        GROUP BY 1
      ),
      kinds AS (
        SELECT d::date AS "date",
          CASE WHEN j."frozen" THEN 'frozen'
               WHEN EXISTS (SELECT 1 FROM "Pause" p WHERE p."userId" = ${member.id} AND p."startDate" <= d::date AND p."endDate" >= d::date) THEN 'paused'
               WHEN j."rest" THEN 'rest' END AS "kind"
        FROM generate_series(${first}::date, ${next}::date - 1, interval '1 day') AS d
        LEFT JOIN "JournalDay" j ON j."userId" = ${member.id} AND j."date" = d::date
      )
      SELECT k."date", pts."points", k."kind" FROM kinds k LEFT JOIN pts ON pts."date" = k."date"
      WHERE pts."date" IS NOT NULL OR k."kind" IS NOT NULL`,
  ]);
  const byDate = new Map<string, JournalDaySummary>();
  const empty = (date: string): JournalDaySummary => ({ date, tasksCompleted: 0, mindsetCompleted: 0, journalWritten: false, points: 0 });
  for (const d of days) byDate.set(fromDateColumn(d.date), { ...d, date: fromDateColumn(d.date), points: 0 });
  for (const m of marks) {
    const date = fromDateColumn(m.date);
    const day = { ...(byDate.get(date) ?? empty(date)) };
    if (m.points !== null) day.points = m.points;
    if (m.kind) day.streakDay = m.kind;
    byDate.set(date, day);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
