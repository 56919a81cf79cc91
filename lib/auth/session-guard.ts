import "server-only";
// The session guard (docs/decisions.md "The session check inside the statement", "A guard that
// cannot be forgotten"). withMember (lib/api/handler.ts) does not check the session before the
// handler when this server has seen the member: it hands out a GuardedMember, an opaque value
// with no id. The only way to a Member is forMember(guarded, work), whose work gets a MemberRun:
// the member and the run's own guard. The work's statement must join the member's row through the
// run's rowSql() (the cookie's session version and Session row, lib/auth/session-sql, and the zone
// "today" was computed in) and throw the run's noRow() when no row came back. forMember then
// checks the session as withAuth does and runs the work again for the member as stored. A work
// that put no rowSql into its statement fails loudly (an Error, a 500), never silently unchecked.
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

/**
 * What forMember hands its work: the member, and the run's own guard. The work's statement joins
 * the member's row through the run's `rowSql()` and throws the run's `noRow()` when no row came
 * back; a run whose `rowSql()` was never called fails loudly (forMember). Code below the service
 * that takes a plain Member (lib/services/member-write) reaches the same methods through
 * memberRowSql / noMemberRow, which use the run's own when the member is a run.
 */
export type MemberRun = Member & {
  /** The member's row `alias` ("User"), with the guard's checks when this run is guarded. */
  rowSql(alias?: string): Prisma.Sql;
  /** What a statement that found no member row throws: GuardMissed for a guarded run, else 401 (deleted). */
  noRow(): Error;
};

/** A guarded member's statement found no row (session ended, zone changed, member deleted). */
export class GuardMissed extends Error {}

/** The member's row with no guard: `alias`."id". */
const plainRowSql = (member: Member, alias: string) => Prisma.sql`${Prisma.raw(`"${alias}"`)}."id" = ${member.id}`;

function isRun(member: Member): member is MemberRun {
  return typeof (member as Partial<MemberRun>).rowSql === "function";
}

/** The member's row `alias`: the run's own rowSql for a member forMember handed out, else the plain id match. */
export function memberRowSql(member: Member, alias = "u"): Prisma.Sql {
  return isRun(member) ? member.rowSql(alias) : plainRowSql(member, alias);
}

/** What a statement that found no member row throws: the run's own noRow, else 401 (deleted). */
export function noMemberRow(member: Member): Error {
  return isRun(member) ? member.noRow() : unauthorized();
}

/** A run for `member`, under `guard` when the session was not checked; `used()` tells whether its rowSql was built. */
function memberRun(member: Member, guard?: SessionGuard): { run: MemberRun; used: () => boolean } {
  let built = false;
  const run: MemberRun = {
    id: member.id,
    timeZone: member.timeZone,
    dayStartHour: member.dayStartHour,
    rowSql(alias = "u") {
      built = true;
      if (!guard) return plainRowSql(member, alias);
      const row = Prisma.raw(`"${alias}"`);
      return Prisma.sql`${row}."id" = ${member.id} AND ${liveSessionSql(alias, guard)} AND ${row}."timeZone" = ${member.timeZone} AND ${row}."dayStartHour" = ${member.dayStartHour ?? 0}`;
    },
    noRow: () => (guard ? new GuardMissed() : unauthorized()),
  };
  return { run, used: () => built };
}

/**
 * Runs a service's work for the member. When a guarded member's statement found no row, the
 * session is checked (401 when it ended) and the work runs again for the member as stored, with no
 * guard (the zone may have changed: "today" and the awards are computed again). Every run must
 * build its rowSql.
 */
export async function forMember<T>(member: MemberOrGuarded, work: (run: MemberRun) => Promise<T>): Promise<T> {
  const { member: first, guard } = opened.get(member as GuardedMember) ?? { member: member as Member };
  const runOnce = async (runner: Member, runGuard?: SessionGuard): Promise<T> => {
    const { run, used } = memberRun(runner, runGuard);
    const result = await work(run);
    if (!used()) throw new Error("forMember: the work's statement has no memberRowSql, so the session was not checked (lib/auth/session-guard.ts)");
    return result;
  };
  try {
    return await runOnce(first, guard);
  } catch (error) {
    if (!(error instanceof GuardMissed) || !guard) throw error;
  }
  const user = await checkSession({ id: first.id, ...guard });
  if (!user) throw unauthorized();
  return runOnce({ id: user.id, timeZone: user.timeZone, dayStartHour: user.dayStartHour });
}
