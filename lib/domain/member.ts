// Who a service works for, and which local date "today" is for them. A `Member` is a member whose
// session was checked (withAuth's user, a page's user) or who runs inside the session guard
// (forMember, lib/auth/session-guard.ts); withMember hands out a GuardedMember instead.
import type { LocalDate } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";

/** `dayStartHour` absent: 0 (a member built by hand, e.g. in a test); every handler passes the stored one. */
export type Member = { id: number; timeZone: string; dayStartHour?: number };

/** The member's date at `now`: their zone and day start hour (docs/decisions.md "Fair streaks"). */
export function memberToday(member: Member, now: Date): LocalDate {
  return memberDay(now, member.timeZone, member.dayStartHour ?? 0);
}
