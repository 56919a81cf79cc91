import "server-only";
// POST /api/widget-achievements (02 s7, 03-decisions "Points"): records a widget achievement and
// awards its points through the ledger, at most POINTS.widgetDailyCap widget points a local day
// (more is stored with 0). One statement, then the badge check (focusPro counts achievements,
// so it runs for a 0-point one too).
//  - Idempotent on (dateCreated, description): a retry finds the stored row and records nothing.
//  - The cap is a per-day counter row (WidgetPointsDay) written with INSERT .. ON CONFLICT DO
//    UPDATE, which reads the latest committed count even when requests race; a sum over the
//    achievements would read the statement's snapshot and let racing requests pass the cap.
//    Two racing copies of the same request both count, so the counter may run ahead of what was
//    given (never behind): the cap can only err on the member's side of less.
import { unauthorized } from "@/lib/errors";
import { db } from "@/lib/db";
import { POINTS } from "@/lib/constants";
import { fromDateColumn } from "@/lib/domain/day";
import { pointsKey } from "@/lib/domain/points";
import type { WidgetAchievementInput, WidgetAchievementResult, WidgetSource } from "@/lib/schemas/widgets";
import { memberToday, type Member } from "@/lib/services/shared/member";
import { checkBadges } from "@/lib/services/badges/check-badges";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { lockedMemberCte } from "@/lib/services/points/locked-member-cte";
import { ROW_ID } from "@/lib/services/points/award-select";

type Row = {
  memberId: number;
  id: number | null;
  source: WidgetSource;
  points: number;
  requestedPoints: number;
  description: string;
  localDate: Date;
  dateCreated: Date;
  pointsAwarded: number;
};

export async function recordWidgetAchievement(member: Member, input: WidgetAchievementInput, now: Date = new Date()): Promise<WidgetAchievementResult> {
  const today = memberToday(member, now);
  const cap = POINTS.widgetDailyCap;
  const { source, points, description, dateCreated } = input;
  const [row] = await db.$queryRaw<Row[]>`
    WITH ${lockedMemberCte(member.id)},
    fresh AS MATERIALIZED (
      SELECT m."id" FROM member m
      WHERE NOT EXISTS (SELECT 1 FROM "WidgetAchievement" w WHERE w."userId" = m."id" AND w."dateCreated" = ${dateCreated} AND w."description" = ${description})
    ),
    day AS (
      INSERT INTO "WidgetPointsDay" AS d ("userId", "localDate", "points", "lastAward")
      SELECT "id", ${today}::date, LEAST(${points}::int, ${cap}::int), LEAST(${points}::int, ${cap}::int) FROM fresh
      ON CONFLICT ("userId", "localDate") DO UPDATE
        SET "points" = LEAST(${cap}::int, d."points" + ${points}::int), "lastAward" = LEAST(${points}::int, GREATEST(0, ${cap}::int - d."points"))
      RETURNING "lastAward"
    ),
    saved AS (
      INSERT INTO "WidgetAchievement" ("userId", "type", "source", "points", "requestedPoints", "description", "localDate", "dateCreated")
      SELECT "id", 'widget', ${source}, coalesce((SELECT "lastAward" FROM day), 0), ${points}::int, ${description}, ${today}::date, ${dateCreated} FROM fresh
      ON CONFLICT ("userId", "dateCreated", "description") DO NOTHING
      RETURNING "id", "source", "points", "requestedPoints", "description", "localDate", "dateCreated"
    ),
    award AS (
      SELECT 'widget' AS "source", s."id"::text AS "reference", s."points", ${`Widget: ${description}`} AS "description",
        replace(${pointsKey.widget(ROW_ID)}, ${String(ROW_ID)}, s."id"::text) AS "key"
      FROM saved s WHERE s."points" > 0
    ),
    ${ledgerCtes(member.id)}
    SELECT m."id" AS "memberId", s.*, ${POINTS_AWARDED} FROM member m LEFT JOIN saved s ON true`;
  if (!row) throw unauthorized(); // the member was deleted since the session check
  if (row.id === null) return { recorded: false, achievement: null, pointsAwarded: 0 };
  const badgePoints = await checkBadges(member.id);
  return {
    recorded: true,
    pointsAwarded: row.pointsAwarded + badgePoints,
    achievement: {
      id: row.id,
      type: "widget",
      source: row.source,
      points: row.points,
      requestedPoints: row.requestedPoints,
      description: row.description,
      localDate: fromDateColumn(row.localDate),
      dateCreated: row.dateCreated.toISOString(),
    },
  };
}
