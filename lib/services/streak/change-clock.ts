import "server-only";
// A switch of the member's time zone or day start (docs/decisions.md "Fair streaks"): at login,
// from the profile, from the dashboard's travel prompt, or a new day start hour. Under the
// member's row lock: the streak's chain follows lib/domain/fair-streak switchClock (dates the
// switch skips are not missed, and a switch never adds a day), and lastResetDate is kept, so no date is ever reset twice: the
// next reset is the new clock's first day start of a date after it.
import type { Tx } from "@/lib/db";
import { clockDay, type DayClock } from "@/lib/domain/fair-streak/member-day";
import { switchClock } from "@/lib/domain/fair-streak/streak-rules";
import { lockMember } from "@/lib/services/reset/lock-member";

export type ClockChange = Partial<DayClock>;

/** Applies the change in `tx`; false when the member is gone. A change to the same clock is a no-op. */
export async function changeClock(tx: Tx, userId: number, change: ClockChange, now: Date): Promise<boolean> {
  const member = await lockMember(tx, userId);
  if (!member) return false;
  const next: DayClock = { timeZone: change.timeZone ?? member.timeZone, dayStartHour: change.dayStartHour ?? member.dayStartHour };
  if (next.timeZone === member.timeZone && next.dayStartHour === member.dayStartHour) return true;
  const state = switchClock(member.state, clockDay(now, member), clockDay(now, next));
  await tx.$executeRaw`
    UPDATE "User" SET "timeZone" = ${next.timeZone}, "dayStartHour" = ${next.dayStartHour}, "streakThrough" = ${state.through}::date,
      "lastActiveDate" = ${state.lastActiveDate}::date
    WHERE "id" = ${userId}`;
  return true;
}
