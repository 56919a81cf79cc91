import "server-only";
// The member is active today (03-decisions "Streak"): on the first activity of a local date the
// streak follows nextStreak (yesterday +1, today unchanged, else 1), lastActiveDate and the
// day's JournalDay (active, streak) are set, and the streak bonus is awarded once per date.
// Call with the member's row locked (lockMember) in the same transaction.
import type { Tx } from "@/lib/db";
import type { LocalDate } from "@/lib/domain/day";
import { streakAward } from "@/lib/domain/points";
import { nextStreak } from "@/lib/domain/streak";
import { awardPoints } from "@/lib/services/points/award-points";
import type { LockedMember } from "@/lib/services/reset/lock-member";

export type Activation = { streak: number; pointsAwarded: number };

export async function activateMember(tx: Tx, member: LockedMember, today: LocalDate): Promise<Activation> {
  if (member.lastActiveDate !== null && member.lastActiveDate >= today) return { streak: member.streak, pointsAwarded: 0 };
  const streak = nextStreak(member.lastActiveDate, today, member.streak);
  await tx.$executeRaw`
    WITH day AS (
      UPDATE "JournalDay" SET "active" = true, "streak" = ${streak}
      WHERE "userId" = ${member.id} AND "date" = ${today}::date
    )
    UPDATE "User" SET "streak" = ${streak}, "lastActiveDate" = ${today}::date WHERE "id" = ${member.id}`;
  const pointsAwarded = await awardPoints(tx, member.id, [streakAward(today, streak)]);
  return { streak, pointsAwarded };
}
