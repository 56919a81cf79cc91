import "server-only";
// The `award` CTE of a removal (docs/decisions.md "Fair points and sessions"): for each row of
// `removed` (a CTE answering "id"), the reversing ledger rows of the awards that row earned on the
// member's current local day (REVERSAL: same source and reference, minus the points, `undo:<key>`,
// so a retried removal takes back once). Badges are not reversed. Used with ledgerCtes, whose
// xpPoints update then subtracts exactly what was taken back.
import { REVERSAL } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";

export function reversalAwardCte(userId: number, sources: readonly string[], since: Date): Prisma.Sql {
  return Prisma.sql`award AS (
      SELECT p."source", p."reference", -p."points" AS "points",
        ${REVERSAL.descriptionPrefix} || p."description" || ${REVERSAL.descriptionSuffix} AS "description",
        ${REVERSAL.keyPrefix} || p."idempotencyKey" AS "key"
      FROM removed r
      JOIN "PointsEntry" p ON p."userId" = (SELECT "id" FROM member) AND p."reference" = r."id"::text
      WHERE p."userId" = ${userId} AND p."source" = ANY(${sources}::text[]) AND p."points" > 0 AND p."createdAt" >= ${since}::timestamp(3)
    )`;
}
