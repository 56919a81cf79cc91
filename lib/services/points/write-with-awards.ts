import "server-only";
// The one builder of a member's write that may earn points (issue 9 item 3): a single statement
// that locks the member's row first (locked-member-cte), creates today's page on demand when the
// write belongs on it (today-page-ctes), runs the service's own change as `saved`, inserts the
// awards the saved row qualifies for into the ledger (ledger-ctes) and answers the saved row with
// the points inserted; then the badge check, one more statement, only when it can matter.
// A service writes only its change and its award rules; the CTE names, the placeholders and the
// ledger stay here. At most 3 round trips a request: this statement, and the badge check's two.
import { preparedRows } from "@/lib/db";
import { DAILY_AWARD_LIMITS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import type { AwardRule } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkBadges } from "@/lib/services/badges/check-badges";
import { todayPageCtes } from "@/lib/services/journal/today-page-ctes";
import { noMemberRow } from "@/lib/auth/session-guard";
import { memberToday, type Member } from "@/lib/domain/member";
import { awardSelect, ROW_ID, ROW_TITLE } from "@/lib/services/points/award-select";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { lockedMemberCte } from "@/lib/services/points/locked-member-cte";

export { ROW_ID, ROW_TITLE } from "@/lib/services/points/award-select";

export type WriteOptions<Row> = {
  member: Member;
  now: Date;
  /** "today": the change may read `page`, the member's current page of today (created on demand). */
  page?: "today" | "none";
  /** CTEs the change needs before `saved` (each `name AS (...)`), reading `member` or `page`. */
  before?: Prisma.Sql;
  /**
   * The award rules of the change (lib/domain/points): each award is inserted when the saved row
   * matches its `if` (the row's columns as returned). ROW_ID / ROW_TITLE in an award stand for
   * the saved row's "id" / "title"; `pointsFrom` takes the points from a column of the row.
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
 * reads the latest committed count even when requests race) when the saved row qualifies.
 */
function dailyCountCtes<Row>(userId: number, today: LocalDate, rules: readonly AwardRule<Row>[]): Prisma.Sql[] {
  return rules.flatMap(({ award, if: condition = {} }, i) =>
    award.daily
      ? [Prisma.sql`${Prisma.raw(`daily_${i}`)} AS (
          INSERT INTO "DailyAwardCount" AS d ("userId", "localDate", "kind", "count")
          SELECT ${userId}, ${today}::date, ${award.daily}, 1 FROM saved WHERE ${conditionSql(condition)}
          ON CONFLICT ("userId", "localDate", "kind") DO UPDATE SET "count" = d."count" + 1
          RETURNING "count")`]
      : [],
  );
}

function awardCte<Row>(rules: readonly AwardRule<Row>[], pointsFrom: string | undefined): Prisma.Sql {
  const selects = rules.map(({ award, if: condition = {} }, i) => {
    const within = award.daily ? [Prisma.sql`(SELECT "count" FROM ${Prisma.raw(`daily_${i}`)}) <= ${DAILY_AWARD_LIMITS[award.daily]}`] : [];
    const where = Prisma.join([conditionSql(condition), ...within], " AND ");
    const text = JSON.stringify(award);
    const fills = {
      from: Prisma.sql`saved`,
      id: text.includes(String(ROW_ID)) ? column("id") : undefined,
      title: text.includes(ROW_TITLE) ? column("title") : undefined,
    };
    const select = awardSelect([award], fills, pointsFrom ? column(pointsFrom) : undefined);
    return Prisma.sql`(${select} WHERE ${where})`;
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
  const { member, now, page = "none", before, awards = [], pointsFrom, alwaysCheckBadges = false } = options;
  const today = memberToday(member, now);
  const start = page === "today" ? todayPageCtes(member, today) : lockedMemberCte(member);
  // preparedRows: this statement runs on every autosave; Prisma's query path was a sizable part of its CPU (issue 16).
  const [row] = await preparedRows<Row & { memberId: number; pointsAwarded: number; savedRow: boolean | null }>(Prisma.sql`
    WITH ${start},
    ${before ? Prisma.sql`${before},` : Prisma.empty}
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
