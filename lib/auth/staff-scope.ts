import "server-only";
// Who may use the admin screens, and which members they reach (docs/decisions.md "Teams and
// roles"): the owner (an admin account) reaches every member; a coach reaches the members of the
// live teams they coach, read from TeamCoach on every request, so a coach removed from a team
// loses its members on the next request. withAdmin (lib/api/handler.ts) builds the scope; every
// admin service takes it and puts `inScope` into its SQL, so a route cannot forget the check.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

export type StaffScope = {
  userId: number;
  username: string;
  owner: boolean;
  /** The teams whose members this request reaches; null: every member (the owner, no team filter). */
  teamIds: number[] | null;
};

/** SQL: the live teams a member coaches, in order. */
const coachedTeamsSql = (userId: number) => Prisma.sql`
  SELECT c."teamId" FROM "TeamCoach" c JOIN "Team" t ON t."id" = c."teamId" AND t."archivedAt" IS NULL
  WHERE c."userId" = ${userId} ORDER BY c."teamId"`;

/** The live teams a member coaches (none: not a coach). */
export async function coachedTeamIds(userId: number): Promise<number[]> {
  const rows = await db.$queryRaw<{ teamId: number }[]>`${coachedTeamsSql(userId)}`;
  return rows.map((r) => r.teamId);
}

type Staff = { id: number; username: string; isAdmin: boolean };

function scopeOf(user: Staff, teamIds: number[]): StaffScope | null {
  if (user.isAdmin) return { userId: user.id, username: user.username, owner: true, teamIds: null };
  return teamIds.length ? { userId: user.id, username: user.username, owner: false, teamIds } : null;
}

/** The scope of a signed-in member, or null when they are neither the owner nor a coach. */
export async function staffScope(user: Staff): Promise<StaffScope | null> {
  return scopeOf(user, user.isAdmin ? [] : await coachedTeamIds(user.id));
}

/**
 * The scope and whether two-factor sign-in is on (`extra`: lib/auth/admin-gate twoFactorOnSql),
 * in one round trip: withAdmin needs both on every request (docs/decisions.md "Conversations").
 */
export async function staffScopeWith(user: Staff, extra: Prisma.Sql): Promise<{ scope: StaffScope | null; extra: boolean }> {
  const [row] = await db.$queryRaw<{ teamIds: number[]; extra: boolean }[]>`
    SELECT ${user.isAdmin ? Prisma.sql`ARRAY[]::int[]` : Prisma.sql`ARRAY(SELECT "teamId" FROM (${coachedTeamsSql(user.id)}) c)`} AS "teamIds", ${extra} AS "extra"`;
  return { scope: scopeOf(user, row.teamIds), extra: row.extra };
}

/**
 * The team filter (`?team=<id>`): the scope narrowed to one team. A team outside a coach's scope,
 * or one that does not exist, is a 404 (the same answer as any other row the caller cannot reach).
 */
export async function narrowToTeam(scope: StaffScope, team: string | null | undefined): Promise<StaffScope> {
  if (team === null || team === undefined || team === "") return scope;
  const id = /^\d{1,9}$/.test(team) ? Number(team) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound("Team not found");
  if (scope.teamIds !== null && !scope.teamIds.includes(id)) throw notFound("Team not found");
  if (scope.owner && !(await db.team.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Team not found");
  return { ...scope, teamIds: [id] };
}

/** SQL: the member whose team column is `teamColumn` is in the scope (TRUE for the owner unfiltered). */
export function inScope(scope: StaffScope, teamColumn: Prisma.Sql): Prisma.Sql {
  return scope.teamIds === null ? Prisma.sql`TRUE` : Prisma.sql`${teamColumn} = ANY(${scope.teamIds}::int[])`;
}

/** SQL: the member with id `userIdColumn` is in the scope (a lookup of their team). */
export function memberInScope(scope: StaffScope, userIdColumn: Prisma.Sql): Prisma.Sql {
  if (scope.teamIds === null) return Prisma.sql`TRUE`;
  return Prisma.sql`EXISTS (SELECT 1 FROM "User" scoped WHERE scoped."id" = ${userIdColumn} AND scoped."teamId" = ANY(${scope.teamIds}::int[]))`;
}

/** 404 unless every id names a member in the scope (the same answer as an unknown id). */
export async function assertMembersInScope(scope: StaffScope, userIds: number[], message = "User not found"): Promise<void> {
  if (scope.teamIds === null || userIds.length === 0) return;
  const [{ n }] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "User" WHERE "id" = ANY(${userIds}::int[]) AND "teamId" = ANY(${scope.teamIds}::int[])`;
  if (n !== new Set(userIds).size) throw notFound(message);
}
