import "server-only";
// Awards points (docs/product/points-and-badges.md#points) inside the caller's transaction (the
// resets' streak bonus), then checks the badges when anything new was awarded. Returns all points
// awarded, badges included. A member's own writes award in their write's statement instead
// (write-with-awards).
import type { Tx } from "@/lib/db";
import type { Award } from "@/lib/domain/points";
import { checkBadges } from "@/lib/services/member-write/check-badges";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/member-write/ledger";
import { lockedMemberCte } from "@/lib/services/member-write/locked-member";

export async function awardPoints(tx: Tx, userId: number, awards: readonly (Award | null)[]): Promise<number> {
  const real = awards.filter((a): a is Award => a !== null);
  const awarded = await insertPoints(tx, userId, real);
  return awarded > 0 ? awarded + (await checkBadges(userId, tx)) : awarded;
}

/** Every award in one statement: the awards as rows of the `award` CTE, then the ledger. Returns the points inserted. */
async function insertPoints(tx: Pick<Tx, "$queryRaw">, userId: number, awards: readonly Award[]): Promise<number> {
  if (!awards.length) return 0;
  const list = <T>(pick: (a: Award) => T) => awards.map(pick);
  const [row] = await tx.$queryRaw<{ pointsAwarded: number }[]>`
    WITH ${lockedMemberCte(userId)},
    award AS (
      SELECT a.* FROM member, unnest(
        ${list((a) => a.source)}::text[], ${list((a) => a.reference)}::text[], ${list((a) => a.points)}::int[],
        ${list((a) => a.description)}::text[], ${list((a) => a.key)}::text[]
      ) AS a("source", "reference", "points", "description", "key")
    ),
    ${ledgerCtes(userId)}
    SELECT ${POINTS_AWARDED}`;
  return row?.pointsAwarded ?? 0;
}
