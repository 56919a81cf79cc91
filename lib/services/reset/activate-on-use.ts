import "server-only";
// Any signed-in use marks the member's day active (docs/decisions.md "Fair streaks", "A day counts
// when the member opened the app"): not only the reset dialog's answer, so a member who answers
// "Not now" and journals all day keeps their streak, gets the streak bonus, and the coach does
// not read "No sign-in". Run when the member's read (GET /api/user, every page's first render)
// finds today not active yet: once a day a member, under the row lock (a second request finds
// the date active and changes nothing). Only after the day's roll-over (the cron's at the day
// start, or the member's reset): it settles the dates before today first, and a "Not now" keeps
// the page the member is on.
import type { LocalDate } from "@/lib/domain/day";
import { clockDay } from "@/lib/domain/fair-streak/member-day";
import { activateMember, type Activation } from "@/lib/services/reset/activate-member";
import { lockMember } from "@/lib/services/reset/lock-member";
import { inTransaction } from "@/lib/services/shared/in-transaction";

/** Is the member's read a first use of a day the roll-over has reached? (No lock: a hint, checked again under it.) */
export function activationDue(today: LocalDate, lastResetDate: LocalDate | null, lastActiveDate: LocalDate | null): boolean {
  return lastResetDate !== null && lastResetDate >= today && (lastActiveDate === null || lastActiveDate < today);
}

/** Marks today active for the member (the one streak rule, lib/domain/fair-streak activate); null when nothing changed. */
export function activateOnUse(userId: number, now: Date): Promise<Activation | null> {
  return inTransaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (!member) return null;
    const today = clockDay(now, member);
    if (!activationDue(today, member.lastResetDate, member.state.lastActiveDate)) return null;
    return activateMember(tx, member, today);
  });
}
