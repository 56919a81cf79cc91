import "server-only";
// The ledger half of a single-statement award: the rows of a CTE named `award` (source,
// reference, points, description, key) go into PointsEntry ON CONFLICT (userId, idempotencyKey)
// DO NOTHING, and User.xpPoints grows by exactly what was inserted, in the same statement, so
// xpPoints stays the ledger's sum however often an award is retried or raced. Select
// POINTS_AWARDED in the statement's final SELECT. Needs the `member` CTE (locked-member). A write
// made offline dates its points when it was made (write-time), so they count on the day it was made.
import { Prisma } from "@/lib/generated/prisma/client";
import { madeAtOfWrite } from "@/lib/services/member-write/write-time";

export function ledgerCtes(userId: number): Prisma.Sql {
  const madeAt = madeAtOfWrite();
  const createdAt = madeAt ? Prisma.sql`${madeAt}::timestamp(3)` : Prisma.sql`now()`;
  return Prisma.sql`
    points_in AS (
      INSERT INTO "PointsEntry" ("userId", "source", "reference", "points", "description", "idempotencyKey", "createdAt")
      SELECT ${userId}, a."source", a."reference", a."points", left(a."description", 200), a."key", ${createdAt} FROM award a
      ON CONFLICT ("userId", "idempotencyKey") DO NOTHING
      RETURNING "points"
    ),
    points_total AS (SELECT count(*)::int AS "entries", coalesce(sum("points"), 0)::int AS "awarded" FROM points_in),
    xp AS (
      UPDATE "User" u SET "xpPoints" = u."xpPoints" + t."awarded"
      FROM points_total t
      WHERE u."id" = (SELECT "id" FROM member) AND t."entries" > 0
      RETURNING u."id"
    )`;
}

/** The points the statement inserted, for its final SELECT. */
export const POINTS_AWARDED = Prisma.sql`(SELECT "awarded" FROM points_total) AS "pointsAwarded"`;
