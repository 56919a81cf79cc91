import "server-only";
// Who a journal service works for, and which local date "today" is for them.
// A member may come with a guard (withMember, lib/api/handler): the session was not checked before
// the service's statement, which then checks it itself (memberRowSql: the cookie's session version
// and Session row, lib/auth/session-sql, and the time zone "today" was computed in must still be the member's); a statement that finds no
// such row throws GuardMissed, and forMember checks the session as withAuth does and runs the
// service's work again for the member as stored (issue 16: one round trip per request instead of two).
import { liveSessionSql } from "@/lib/auth/session-sql";
import { checkSession, type SessionUser } from "@/lib/auth/session-user";
import type { LocalDate } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { unauthorized } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

/** What the statement must find: the cookie's session version and Session row (the zone and day start are the member's). */
export type SessionGuard = { sessionVersion: number; sessionId: string };

/** `dayStartHour` absent: 0 (a member built by hand, e.g. in a test); every handler passes the stored one. */
export type Member = Pick<SessionUser, "id" | "timeZone"> & { dayStartHour?: number; guard?: SessionGuard };

/** The member's date at `now`: their zone and day start hour (docs/decisions.md "Fair streaks"). */
export function memberToday(member: Member, now: Date): LocalDate {
  return memberDay(now, member.timeZone, member.dayStartHour ?? 0);
}

/** The member's row `alias` ("User"), with the guard's checks when the member carries one. */
export function memberRowSql(member: Member, alias = "u"): Prisma.Sql {
  const row = Prisma.raw(`"${alias}"`);
  if (!member.guard) return Prisma.sql`${row}."id" = ${member.id}`;
  return Prisma.sql`${row}."id" = ${member.id} AND ${liveSessionSql(alias, member.guard)} AND ${row}."timeZone" = ${member.timeZone} AND ${row}."dayStartHour" = ${member.dayStartHour ?? 0}`;
}

/** A guarded member's statement found no row for memberRowSql (session ended, zone changed, member deleted). */
export class GuardMissed extends Error {}

/** What a statement that found no member row throws: GuardMissed for a guarded member, else 401 (deleted). */
export function noMemberRow(member: Member): Error {
  return member.guard ? new GuardMissed() : unauthorized();
}

/**
 * Runs a service's work for the member. When a guarded member's statement found no row, the
 * session is checked (401 when it ended) and the work runs again for the member as stored, with no
 * guard (the zone may have changed: "today" and the awards are computed again).
 */
export async function forMember<T>(member: Member, work: (member: Member) => Promise<T>): Promise<T> {
  try {
    return await work(member);
  } catch (error) {
    if (!(error instanceof GuardMissed) || !member.guard) throw error;
  }
  const user = await checkSession({ id: member.id, ...member.guard });
  if (!user) throw unauthorized();
  return work({ id: user.id, timeZone: user.timeZone, dayStartHour: user.dayStartHour });
}
