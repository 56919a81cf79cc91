import "server-only";
// Awards as rows of a SQL statement, for the `award` CTE (ledger-ctes), used by write-with-awards
// and insert-points only. The domain rules
// (lib/domain/points) build every award, numbers and keys included; SQL only filters them and
// fills in what only the statement knows: the id of the row it inserts and the title a goal
// holds. For those, the rule is called with ROW_ID / ROW_TITLE and the statement substitutes
// them in reference, description and key (the id first, so a title is never rewritten).
import type { Award } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";

/** Stand-in for the id of the row the statement inserts (int4's maximum: never one of ours). */
export const ROW_ID = 2_147_483_647;
/** Stand-in for the title of the goal the statement writes. */
export const ROW_TITLE = "\u{10FFFD}title\u{10FFFD}";

type RowValues = { from: Prisma.Sql; id?: Prisma.Sql; title?: Prisma.Sql };

/**
 * SELECT source, reference, points, description, key FROM <row>, <awards>: one row per award for
 * each row of `from` (the CTE of the changed row), placeholders filled from it; `points` may be
 * a column of the row instead of the award's own. The caller may append a WHERE on the row.
 */
export function awardSelect(candidates: readonly Award[], row: RowValues, points?: Prisma.Sql): Prisma.Sql {
  const fill = (column: Prisma.Sql) => {
    let sql = column;
    if (row.id) sql = Prisma.sql`replace(${sql}, ${String(ROW_ID)}, (${row.id})::text)`;
    if (row.title) sql = Prisma.sql`replace(${sql}, ${ROW_TITLE}, ${row.title})`;
    return sql;
  };
  const list = <T>(pick: (a: Award) => T) => candidates.map(pick);
  return Prisma.sql`
    SELECT a."source", ${fill(Prisma.sql`a."reference"`)} AS "reference", ${points ?? Prisma.sql`a."points"`} AS "points",
      ${fill(Prisma.sql`a."description"`)} AS "description", ${fill(Prisma.sql`a."key"`)} AS "key"
    FROM ${row.from}, unnest(
      ${list((a) => a.source)}::text[], ${list((a) => a.reference)}::text[], ${list((a) => a.points)}::int[],
      ${list((a) => a.description)}::text[], ${list((a) => a.key)}::text[]
    ) AS a("source", "reference", "points", "description", "key")`;
}
