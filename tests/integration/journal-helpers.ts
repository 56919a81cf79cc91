// Shared by the goals / journal / reset / cron / points integration tests.
import { db } from "@/lib/db";

/** The member's xpPoints and their ledger's sum (docs/product/points-and-badges.md#points: always equal). */
export async function pointsOf(userId: number): Promise<{ xpPoints: number; ledger: number }> {
  const [user, sum] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { xpPoints: true } }),
    db.pointsEntry.aggregate({ where: { userId }, _sum: { points: true } }),
  ]);
  return { xpPoints: user.xpPoints, ledger: sum._sum.points ?? 0 };
}

/** Asserts xpPoints equals the ledger sum and returns it. */
export async function expectConsistentPoints(userId: number): Promise<number> {
  const { xpPoints, ledger } = await pointsOf(userId);
  expect(xpPoints).toBe(ledger);
  return xpPoints;
}

/** The member's ledger rows without badge awards, by idempotency key. */
export async function ledgerKeys(userId: number, opts: { badges?: boolean } = {}): Promise<string[]> {
  const rows = await db.pointsEntry.findMany({ where: { userId, ...(opts.badges ? {} : { source: { not: "badge" } }) }, orderBy: { id: "asc" }, select: { idempotencyKey: true } });
  return rows.map((r) => r.idempotencyKey);
}
