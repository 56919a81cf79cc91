import "server-only";
// POST /api/widget-achievements (docs/product/widgets.md#widget-points): records a widget achievement and
// awards its points through the ledger: its kind (lib/domain/widget-awards) names it and earns
// for the kind's daily count (DailyAwardCount, `widget:<kind>`), and at most
// POINTS.widgetDailyCap widget points a local day (beyond either it is stored with 0). One
// statement, then the badge check (focusPro counts achievements, so it runs for a 0-point one too).
//  - Idempotent on (dateCreated, description): a retry finds the stored row and records nothing.
//  - The cap is a per-day counter row (WidgetPointsDay) written with INSERT .. ON CONFLICT DO
//    UPDATE, which reads the latest committed count even when requests race; a sum over the
//    achievements would read the statement's snapshot and let racing requests pass the cap.
//    Two racing copies of the same request both count, so the counter may run ahead of what was
//    given (never behind): the cap can only err on the member's side of less.
import { POINTS } from "@/lib/constants";
import { fromDateColumn } from "@/lib/domain/day";
import { widgetRowAward } from "@/lib/domain/points";
import { WIDGET_AWARD_KINDS, widgetDailyKind } from "@/lib/domain/widget-awards";
import { Prisma } from "@/lib/generated/prisma/client";
import type { WidgetAchievementInput, WidgetAchievementResult, WidgetSource } from "@/lib/schemas/widgets";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeWithAwards } from "@/lib/services/member-write/write-with-awards";
import { writeTime } from "@/lib/services/member-write/write-time";

type Row = {
  id: number;
  source: WidgetSource;
  points: number;
  requestedPoints: number;
  description: string;
  localDate: Date;
  dateCreated: Date;
};

export async function recordWidgetAchievement(member: Member, input: WidgetAchievementInput, now: Date = writeTime()): Promise<WidgetAchievementResult> {
  const today = memberToday(member, now);
  const cap = POINTS.widgetDailyCap;
  const { kind, points: asked, dateCreated } = input;
  const { source, description, daily } = WIDGET_AWARD_KINDS[kind];
  const options = {
    member,
    now,
    before: Prisma.sql`
        fresh AS MATERIALIZED (
          SELECT m."id" FROM member m
          WHERE NOT EXISTS (SELECT 1 FROM "WidgetAchievement" w WHERE w."userId" = m."id" AND w."dateCreated" = ${dateCreated} AND w."description" = ${description})
        ),
        kind_day AS (
          INSERT INTO "DailyAwardCount" AS k ("userId", "localDate", "kind", "count")
          SELECT "id", ${today}::date, ${widgetDailyKind(kind)}, 1 FROM fresh
          ON CONFLICT ("userId", "localDate", "kind") DO UPDATE SET "count" = k."count" + 1
          RETURNING "count"
        ),
        -- the points this kind may still earn today: none past its daily count
        kind_points AS (SELECT CASE WHEN (SELECT "count" FROM kind_day) <= ${daily}::int THEN ${asked}::int ELSE 0 END AS "points"),
        day AS (
          INSERT INTO "WidgetPointsDay" AS d ("userId", "localDate", "points", "lastAward")
          SELECT "id", ${today}::date, LEAST(a."points", ${cap}::int), LEAST(a."points", ${cap}::int) FROM fresh, kind_points a
          ON CONFLICT ("userId", "localDate") DO UPDATE
            SET "points" = LEAST(${cap}::int, d."points" + EXCLUDED."lastAward"), "lastAward" = LEAST(EXCLUDED."lastAward", GREATEST(0, ${cap}::int - d."points"))
          RETURNING "lastAward"
        )`,
    // The points the cap left this achievement (its stored "points"); none once 200 were given today.
    awards: [{ award: widgetRowAward(description, 0) }],
    pointsFrom: "points",
    // focusPro counts achievements, so a 0-point one can still earn a badge.
    alwaysCheckBadges: true,
  } as const;
  const { saved, pointsAwarded } = await writeWithAwards<Row>(options, Prisma.sql`
        INSERT INTO "WidgetAchievement" ("userId", "type", "source", "points", "requestedPoints", "description", "localDate", "dateCreated")
        SELECT "id", 'widget', ${source}, coalesce((SELECT "lastAward" FROM day), 0), ${asked}::int, ${description}, ${today}::date, ${dateCreated} FROM fresh
        ON CONFLICT ("userId", "dateCreated", "description") DO NOTHING
        RETURNING "id", "source", "points", "requestedPoints", "description", "localDate", "dateCreated"`);
  if (!saved) return { recorded: false, achievement: null, pointsAwarded: 0 };
  return {
    recorded: true,
    pointsAwarded,
    achievement: {
      id: saved.id,
      type: "widget",
      source: saved.source,
      points: saved.points,
      requestedPoints: saved.requestedPoints,
      description: saved.description,
      localDate: fromDateColumn(saved.localDate),
      dateCreated: saved.dateCreated.toISOString(),
    },
  };
}
