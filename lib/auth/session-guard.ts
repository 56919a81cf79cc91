import "server-only";
// The session guard (docs/decisions.md "The session check inside the statement", "A guard that
// cannot be forgotten"). withMember (lib/api/handler.ts) does not check the session before the
// handler when this server has seen the member: it hands out a GuardedMember, an opaque value
// with no id. The only way to a Member is forMember(guarded, work), whose work gets a Member that
// carries the guard: the work's statement must join the member's row through memberRowSql (the
// cookie's session version and Session row, lib/auth/session-sql, and the zone "today" was
// computed in) and throw noMemberRow when no row came back. forMember then checks the session as
// withAuth does and runs the work again for the member as stored. A work that put no memberRowSql
// into its statement fails loudly (an Error, a 500), never silently unchecked.
import { liveSessionSql } from "@/lib/auth/session-sql";
import { checkSession, type SessionKey } from "@/lib/auth/session-user";
import type { Member } from "@/lib/domain/member";
import { unauthorized } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

/** What the statement must find: the cookie's session version and Session row (the zone and day start are the member's). */
export type SessionGuard = Pick<SessionKey, "sessionVersion" | "sessionId">;

declare const guarded: unique symbol;
/** withMember's member: opaque (no id to put into SQL); services open it with forMember only. */
export type GuardedMember = { readonly [guarded]: true };

/** What a service called by withMember takes: a GuardedMember, or a member whose session was checked. */
export type MemberOrGuarded = Member | GuardedMember;

const opened = new WeakMap<GuardedMember, { member: Member; guard?: SessionGuard }>();

/**
 * withMember's only way to hand a member to its handler. `guard` present: the session was not
 * checked (the statement will); absent: it was (the member as stored).
 */
export function guardedMember(member: Member, guard?: SessionGuard): GuardedMember {
  const token = Object.freeze({}) as GuardedMember;
  opened.set(token, { member, guard });
  return token;
}

/** The members forMember handed to a work: their guard (if any) and whether memberRowSql used it. */
const runs = new WeakMap<Member, { guard?: SessionGuard; rowSqlBuilt: boolean }>();

/** The member's row `alias` ("User"), with the guard's checks when the member runs under one. */
export function memberRowSql(member: Member, alias = "u"): Prisma.Sql {
  const run = runs.get(member);
  if (run) run.rowSqlBuilt = true;
  const row = Prisma.raw(`"${alias}"`);
  if (!run?.guard) return Prisma.sql`${row}."id" = ${member.id}`;
  return Prisma.sql`${row}."id" = ${member.id} AND ${liveSessionSql(alias, run.guard)} AND ${row}."timeZone" = ${member.timeZone} AND ${row}."dayStartHour" = ${member.dayStartHour ?? 0}`;
}

/** A guarded member's statement found no row for memberRowSql (session ended, zone changed, member deleted). */
export class GuardMissed extends Error {}

/** What a statement that found no member row throws: GuardMissed for a guarded member, else 401 (deleted). */
export function noMemberRow(member: Member): Error {
  return runs.get(member)?.guard ? new GuardMissed() : unauthorized();
}

/**
 * Runs a service's work for the member. When a guarded member's statement found no row, the
 * session is checked (401 when it ended) and the work runs again for the member as stored, with no
 * guard (the zone may have changed: "today" and the awards are computed again). Every run must
 * build memberRowSql for the member it was given.
 */
export async function forMember<T>(member: MemberOrGuarded, work: (member: Member) => Promise<T>): Promise<T> {
  const { member: first, guard } = opened.get(member as GuardedMember) ?? { member: member as Member };
  const run = async (runner: Member, runGuard?: SessionGuard): Promise<T> => {
    const handed = { id: runner.id, timeZone: runner.timeZone, dayStartHour: runner.dayStartHour };
    const state = { guard: runGuard, rowSqlBuilt: false };
    runs.set(handed, state);
    const result = await work(handed);
    if (!state.rowSqlBuilt) throw new Error("forMember: the work's statement has no memberRowSql, so the session was not checked (lib/auth/session-guard.ts)");
    return result;
  };
  try {
    return await run(first, guard);
  } catch (error) {
    if (!(error instanceof GuardMissed) || !guard) throw error;
  }
  const user = await checkSession({ id: first.id, ...guard });
  if (!user) throw unauthorized();
  return run({ id: user.id, timeZone: user.timeZone, dayStartHour: user.dayStartHour });
}
