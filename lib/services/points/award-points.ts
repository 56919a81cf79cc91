import "server-only";
// Awards points (docs/product/points-and-badges.md#points) inside the caller's transaction (the resets), then
// checks the badges when anything new was awarded. Returns all points awarded, badges included.
// The writes of a member award in their own statement instead (write-with-awards).
import type { Tx } from "@/lib/db";
import type { Award } from "@/lib/domain/points";
import { checkBadges } from "@/lib/services/badges/check-badges";
import { insertPoints } from "@/lib/services/points/insert-points";

export async function awardPoints(tx: Tx, userId: number, awards: readonly (Award | null)[]): Promise<number> {
  const real = awards.filter((a): a is Award => a !== null);
  const awarded = await insertPoints(tx, userId, real);
  return awarded > 0 ? awarded + (await checkBadges(userId, tx)) : awarded;
}
