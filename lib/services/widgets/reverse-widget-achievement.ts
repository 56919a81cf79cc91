import "server-only";
// POST /api/widget-achievements/{id}/reversal (docs/product/points-and-badges.md#fair-points;
// docs/decisions.md "Fair points and sessions"): a widget item deleted on the member's local day
// gives back the award it earned, named by the award's id (its ledger key is `widget:<id>`). One
// statement (removeWithReversal): the achievement marked reversed (`reversedAt`, only while it is
// not yet: a second reversal writes nothing), the reversing ledger row, the kind's daily count
// (DailyAwardCount `widget:<kind>`) less one and the day's widget points (WidgetPointsDay) less
// what the award gave, so add / delete / add earns what one add did. Badges already given stay.
// Another member's id is a 404 (as an unknown one); an award of another day is refused (409).
import { conflict, notFound } from "@/lib/errors";
import { WIDGET_AWARD_KINDS, widgetDailyKind, type WidgetAwardKind } from "@/lib/domain/widget-awards";
import { Prisma } from "@/lib/generated/prisma/client";
import { memberToday, type Member } from "@/lib/domain/member";
import type { WidgetReversalResult } from "@/lib/schemas/widgets";
import { removeWithReversal } from "@/lib/services/member-write/remove-with-reversal";
import { writeTime } from "@/lib/services/member-write/write-time";

export const OTHER_DAY_MESSAGE = "An award of another day stays: only an item deleted the same day gives its points back.";

/** The kinds' fixed descriptions with their daily count's kind, as SQL VALUES rows. */
const KIND_ROWS = Prisma.join(
  (Object.keys(WIDGET_AWARD_KINDS) as WidgetAwardKind[]).map((k) => Prisma.sql`(${WIDGET_AWARD_KINDS[k].description}, ${widgetDailyKind(k)})`),
);

export async function reverseWidgetAchievement(member: Member, id: number, now: Date = writeTime()): Promise<WidgetReversalResult> {
  const today = memberToday(member, now);
  const row = await removeWithReversal<{ found: number; sameDay: boolean | null; reversed: number }>({
    member,
    now,
    sources: ["widget"],
    changes: Prisma.sql`found AS (
      SELECT "localDate" = ${today}::date AS "sameDay" FROM "WidgetAchievement" WHERE "id" = ${id} AND "userId" = (SELECT "id" FROM member)
    ),
    removed AS (
      UPDATE "WidgetAchievement" w SET "reversedAt" = ${now}
      WHERE w."id" = ${id} AND w."userId" = (SELECT "id" FROM member) AND w."localDate" = ${today}::date AND w."reversedAt" IS NULL
      RETURNING w."id", w."points", w."description"
    ),
    kind_back AS (
      UPDATE "DailyAwardCount" k SET "count" = GREATEST(0, k."count" - 1)
      FROM removed r JOIN (VALUES ${KIND_ROWS}) AS v("description", "kind") ON v."description" = r."description"
      WHERE k."userId" = ${member.id} AND k."localDate" = ${today}::date AND k."kind" = v."kind"
      RETURNING 1
    ),
    day_back AS (
      UPDATE "WidgetPointsDay" d SET "points" = GREATEST(0, d."points" - r."points")
      FROM removed r WHERE d."userId" = ${member.id} AND d."localDate" = ${today}::date
      RETURNING 1
    )`,
    answer: Prisma.sql`(SELECT count(*) FROM found)::int AS "found", (SELECT "sameDay" FROM found) AS "sameDay", (SELECT count(*) FROM removed)::int AS "reversed"`,
  });
  if (!row?.found) throw notFound("Award not found");
  if (!row.sameDay) throw conflict(OTHER_DAY_MESSAGE);
  return { reversed: row.reversed > 0, pointsAwarded: row.pointsAwarded };
}
