import "server-only";
// The ledger write on its own (for the resets, which award inside their transaction): every
// award in one statement, see ledger-ctes. Returns the points inserted.
import type { Tx } from "@/lib/db";
import type { Award } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { awardSelect } from "@/lib/services/points/award-select";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/points/ledger-ctes";
import { lockedMemberCte } from "@/lib/services/points/locked-member-cte";

export async function insertPoints(tx: Pick<Tx, "$queryRaw">, userId: number, awards: readonly Award[]): Promise<number> {
  if (!awards.length) return 0;
  const [row] = await tx.$queryRaw<{ pointsAwarded: number }[]>`
    WITH ${lockedMemberCte(userId)},
    award AS (${awardSelect(awards, { from: Prisma.sql`member` })}),
    ${ledgerCtes(userId)}
    SELECT ${POINTS_AWARDED}`;
  return row?.pointsAwarded ?? 0;
}
