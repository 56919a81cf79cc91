import "server-only";
// The ledger write: every award in one statement. INSERT ... ON CONFLICT (userId,
// idempotencyKey) DO NOTHING, and User.xpPoints grows by exactly what was inserted, so xpPoints
// stays the ledger's sum however often an award is retried. Runs inside the caller's transaction.
import type { Tx } from "@/lib/db";
import type { Award } from "@/lib/domain/points";

export async function insertPoints(tx: Tx, userId: number, awards: readonly Award[]): Promise<number> {
  if (!awards.length) return 0;
  const rows = await tx.$queryRaw<{ awarded: number }[]>`
    WITH ins AS (
      INSERT INTO "PointsEntry" ("userId", "source", "reference", "points", "description", "idempotencyKey")
      SELECT ${userId}, a.source, a.reference, a.points, a.description, a.key
      FROM unnest(
        ${awards.map((a) => a.source)}::text[], ${awards.map((a) => a.reference)}::text[],
        ${awards.map((a) => a.points)}::int[], ${awards.map((a) => a.description.slice(0, 200))}::text[],
        ${awards.map((a) => a.key)}::text[]
      ) AS a(source, reference, points, description, key)
      ON CONFLICT ("userId", "idempotencyKey") DO NOTHING
      RETURNING "points"
    ),
    total AS (SELECT count(*) AS n, coalesce(sum("points"), 0)::int AS awarded FROM ins)
    UPDATE "User" u SET "xpPoints" = u."xpPoints" + total.awarded
    FROM total
    WHERE u."id" = ${userId} AND total.n > 0
    RETURNING total.awarded AS "awarded"`;
  return rows[0]?.awarded ?? 0;
}
