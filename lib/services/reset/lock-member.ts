import "server-only";
// Locks the member's row for the rest of the transaction (FOR NO KEY UPDATE: inserts that only
// reference the member, e.g. a learning item, are not blocked) and reads what the reset needs.
import type { Tx } from "@/lib/db";
import { fromDateColumn, type LocalDate } from "@/lib/domain/day";

export type LockedMember = { id: number; timeZone: string; lastActiveDate: LocalDate | null; streak: number };

export async function lockMember(tx: Tx, userId: number): Promise<LockedMember | null> {
  const [row] = await tx.$queryRaw<{ id: number; timeZone: string; lastActiveDate: Date | null; streak: number }[]>`
    SELECT "id", "timeZone", "lastActiveDate", "streak" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  if (!row) return null;
  return { ...row, lastActiveDate: row.lastActiveDate ? fromDateColumn(row.lastActiveDate) : null };
}
