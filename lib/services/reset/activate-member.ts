import "server-only";
// The member is active today (docs/decisions.md "Streak" and "Fair streaks"): on the first
// activity of a date the streak follows lib/domain/fair-streak activate (a rest or paused day
// changes nothing; else yesterday's chain +1, or 1; a multiple of 7 earns a freeze),
// lastActiveDate and the day's JournalDay (active, streak) are set, and the streak bonus is
// awarded once per date. Call with the member's row locked (lockMember, read after the day's
// roll-over) in the same transaction.
import type { Tx } from "@/lib/db";
import type { LocalDate } from "@/lib/domain/day";
import { activate } from "@/lib/domain/fair-streak/streak-rules";
import { streakAward } from "@/lib/domain/points";
import { awardPoints } from "@/lib/services/member-write/award-points";
import type { LockedMember } from "@/lib/services/reset/lock-member";

export type Activation = { streak: number; pointsAwarded: number };

export async function activateMember(tx: Tx, member: LockedMember, today: LocalDate): Promise<Activation> {
  const next = activate(member.state, today, member.excuses);
  if (next === member.state) return { streak: member.state.streak, pointsAwarded: 0 };
  await tx.$executeRaw`
    WITH day AS (
      UPDATE "JournalDay" SET "active" = true, "streak" = ${next.streak}
      WHERE "userId" = ${member.id} AND "date" = ${today}::date
    )
    UPDATE "User" SET "streak" = ${next.streak}, "freezes" = ${next.freezes}, "lastActiveDate" = ${today}::date,
      "streakThrough" = ${next.through}::date
    WHERE "id" = ${member.id}`;
  const pointsAwarded = await awardPoints(tx, member.id, [streakAward(today, next.streak)]);
  return { streak: next.streak, pointsAwarded };
}
