import "server-only";
// A member's write that may earn points (docs/decisions.md "One home for the member's write"): the
// plain write's statement (write-on-day: the lock, today's page, the change as `saved`) with the
// awards the saved row qualifies for inserted into the ledger (ledger) in the same statement,
// answering the saved row with the points inserted; then the badge follow-up (check-badges), one
// more statement, only when it can matter. A service writes only its change and its award rules;
// the CTE names and the ledger stay in this folder. At most 2 round trips: this statement and
// the badge check (3 a request with the session check before it).
import { preparedRows } from "@/lib/db";
import { DAILY_AWARD_LIMITS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import type { AwardRule, AwardText } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkBadges } from "@/lib/services/member-write/check-badges";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/member-write/ledger";
import { writeStartCtes, type DayWrite } from "@/lib/services/member-write/write-on-day";
import { noMemberRow } from "@/lib/auth/session-guard";
import { memberToday } from "@/lib/domain/member";

export type WriteOptions<Row> = DayWrite & {
  /**
   * The award rules of the change (lib/domain/points): each award is inserted when the saved row
   * matches its `if` (the row's columns as returned). An award's rowText names the saved row's
   * "id" / "title"; `pointsFrom` takes the points from a column of the row.
   */
  awards?: readonly AwardRule<Row>[];
  pointsFrom?: keyof Row & string;
  /** Run the badge check even when no points were inserted (badges that count rows, not points). */
  alwaysCheckBadges?: boolean;
};

export type WriteResult<Row> = { saved: Row | null; pointsAwarded: number };

const column = (name: string) => Prisma.raw(`saved."${name.replace(/"/g, '""')}"`);

const conditionSql = (condition: object) =>
  Prisma.join([Prisma.sql`true`, ...Object.entries(condition).map(([name, value]) => Prisma.sql`${column(name)} IS NOT DISTINCT FROM ${value}`)], " AND ");

/**
 * The daily counts of a write's repeatable awards (docs/decisions.md "Fair points and sessions"):
 * one CTE `daily_<i>` per such rule, counting the award into DailyAwardCount with an upsert (which
 * reads the latest committed count even when requests race) when the saved row qualifies and
 * its award is new (a goal completed, reopened and completed again counts once).
 */
function dailyCountCtes<Row>(userId: number, today: LocalDate, rules: readonly AwardRule<Row>[]): Prisma.Sql[] {
  return rules.flatMap(({ award, if: condition = {} }, i) =>
    award.daily
      ? [Prisma.sql`${Prisma.raw(`daily_${i}`)} AS (
          INSERT INTO "DailyAwardCount" AS d ("userId", "localDate", "kind", "count")
          SELECT ${userId}, ${today}::date, ${award.daily}, 1 FROM saved WHERE ${conditionSql(condition)}
            AND NOT EXISTS (SELECT 1 FROM "PointsEntry" pe WHERE pe."userId" = ${userId} AND pe."idempotencyKey" = ${textSql(award.key)})
          ON CONFLICT ("userId", "localDate", "kind") DO UPDATE SET "count" = d."count" + 1
          RETURNING "count")`]
      : [],
  );
}

/** An award's text as SQL: a literal, or its parts joined with the saved row's columns (rowText). */
function textSql(text: AwardText | null): Prisma.Sql {
  if (text === null) return Prisma.sql`NULL::text`;
  if (typeof text === "string") return Prisma.sql`${text}::text`;
  const pieces = text.parts.flatMap((part, i) => [...(i > 0 ? [Prisma.sql`(${column(text.columns[i - 1])})::text`] : []), Prisma.sql`${part}::text`]);
  return Prisma.sql`(${Prisma.join(pieces, " || ")})`;
}

/** The `award` CTE: each rule's award as one row when the saved row matches its `if` (and its daily count is within the limit). */
function awardCte<Row>(rules: readonly AwardRule<Row>[], pointsFrom: string | undefined): Prisma.Sql {
  const selects = rules.map(({ award, if: condition = {} }, i) => {
    const within = award.daily ? [Prisma.sql`(SELECT "count" FROM ${Prisma.raw(`daily_${i}`)}) <= ${DAILY_AWARD_LIMITS[award.daily]}`] : [];
    const where = Prisma.join([conditionSql(condition), ...within], " AND ");
    const points = pointsFrom ? column(pointsFrom) : Prisma.sql`${award.points}::int`;
    return Prisma.sql`(SELECT ${award.source}::text AS "source", ${textSql(award.reference)} AS "reference", ${points} AS "points",
      ${textSql(award.description)} AS "description", ${textSql(award.key)} AS "key" FROM saved WHERE ${where})`;
  });
  const all = selects.length ? Prisma.join(selects, " UNION ALL ") : Prisma.sql`SELECT NULL::text AS "source", NULL::text AS "reference", NULL::int AS "points", NULL::text AS "description", NULL::text AS "key" WHERE false`;
  return Prisma.sql`award AS (SELECT * FROM (${all}) AS a WHERE a."points" > 0)`;
}

/**
 * Runs `saved`, the statement that writes the row (INSERT / UPDATE ... RETURNING "id", ...,
 * reading `member` or `page`). No member (deleted since the session check) is a 401; no saved row
 * is `saved: null`.
 */
export async function writeWithAwards<Row extends object>(options: WriteOptions<Row>, saved: Prisma.Sql): Promise<WriteResult<Row>> {
  const { member, now, awards = [], pointsFrom, alwaysCheckBadges = false } = options;
  const today = memberToday(member, now);
  // preparedRows: this statement runs on every award; Prisma's query path was a sizable part of its CPU (docs/decisions.md "preparedRows").
  const [row] = await preparedRows<Row & { memberId: number; pointsAwarded: number; savedRow: boolean | null }>(Prisma.sql`
    WITH ${writeStartCtes(options, today)},
    saved AS (${saved}),
    ${Prisma.join([...dailyCountCtes(member.id, today, awards), awardCte(awards, pointsFrom)], ",\n")},
    ${ledgerCtes(member.id)}
    SELECT m."id" AS "memberId", s.*, (s."id" IS NOT NULL) AS "savedRow", ${POINTS_AWARDED} FROM member m LEFT JOIN saved s ON true`);
  if (!row) throw noMemberRow(member); // deleted since the session check (or a guarded member's check failed)
  const { memberId: _member, pointsAwarded, savedRow, ...rest } = row;
  const found = savedRow === true;
  const badges = pointsAwarded > 0 || (alwaysCheckBadges && found) ? await checkBadges(member.id) : 0;
  return { saved: found ? (rest as unknown as Row) : null, pointsAwarded: pointsAwarded + badges };
}
