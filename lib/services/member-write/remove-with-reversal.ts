import "server-only";
// A removal on the member's day that takes back what the removed row earned today
// (docs/decisions.md "Fair points and sessions"), in ONE statement: the member's row locked first
// (locked-member), the service's own CTEs, which must define `removed` (a CTE answering "id"), then
// as the `award` CTE the reversing ledger rows of the awards each removed row earned on the
// member's current local day (REVERSAL: same source and reference, minus the points, `undo:<key>`,
// so a retried removal takes back once), and the ledger (ledger), whose xpPoints update subtracts
// exactly what was taken back. Badges are not reversed.
import { db } from "@/lib/db";
import { startOfLocalDay } from "@/lib/domain/day";
import { REVERSAL } from "@/lib/domain/points";
import { Prisma } from "@/lib/generated/prisma/client";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/member-write/ledger";
import { lockedMemberCte } from "@/lib/services/member-write/locked-member";
import { memberToday, type Member } from "@/lib/domain/member";

export type Removal = {
  member: Member;
  now: Date;
  /** The ledger sources the removed rows' awards were given under (REVERSAL.sources). */
  sources: readonly string[];
  /** The service's CTEs (each `name AS (...)`, reading `member`), `removed` among them. */
  changes: Prisma.Sql;
  /** The columns the statement answers besides "pointsAwarded" (e.g. counts of the service's CTEs). */
  answer: Prisma.Sql;
};

/** Runs the removal; answers `answer`'s columns and the points taken back (0 or less). */
export async function removeWithReversal<Answer extends object>({ member, now, sources, changes, answer }: Removal): Promise<(Answer & { pointsAwarded: number }) | undefined> {
  const since = startOfLocalDay(memberToday(member, now), member.timeZone);
  const [row] = await db.$queryRaw<(Answer & { pointsAwarded: number })[]>`
    WITH ${lockedMemberCte(member.id)},
    ${changes},
    award AS (
      SELECT p."source", p."reference", -p."points" AS "points",
        ${REVERSAL.descriptionPrefix} || p."description" || ${REVERSAL.descriptionSuffix} AS "description",
        ${REVERSAL.keyPrefix} || p."idempotencyKey" AS "key"
      FROM removed r
      JOIN "PointsEntry" p ON p."userId" = (SELECT "id" FROM member) AND p."reference" = r."id"::text
      WHERE p."userId" = ${member.id} AND p."source" = ANY(${sources}::text[]) AND p."points" > 0 AND p."createdAt" >= ${since}::timestamp(3)
    ),
    ${ledgerCtes(member.id)}
    SELECT ${answer}, ${POINTS_AWARDED}`;
  return row;
}
