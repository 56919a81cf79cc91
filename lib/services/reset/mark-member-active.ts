import "server-only";
// The member opened the app today (03-decisions "Streak"). For the app shell / current-user
// read, so the streak counts a day even when the cron tick already reset the journal and no
// reset dialog appears. One read when already active today; otherwise the activation under the
// member's row lock.
import { db } from "@/lib/db";
import { fromDateColumn, localDate } from "@/lib/domain/day";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { activateMember, type Activation } from "@/lib/services/reset/activate-member";
import { lockMember } from "@/lib/services/reset/lock-member";

export async function markMemberActive(userId: number, now: Date = new Date()): Promise<Activation | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { timeZone: true, lastActiveDate: true, streak: true } });
  if (!row) return null;
  const today = localDate(now, row.timeZone);
  if (row.lastActiveDate && fromDateColumn(row.lastActiveDate) >= today) return { streak: row.streak, pointsAwarded: 0 };
  return inTransaction(async (tx) => {
    const locked = await lockMember(tx, userId);
    return locked ? activateMember(tx, locked, localDate(now, locked.timeZone)) : null;
  });
}
