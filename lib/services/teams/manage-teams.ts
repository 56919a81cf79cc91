import "server-only";
// Teams and their coaches (docs/decisions.md "Teams and roles"): the owner creates, renames and
// archives teams and appoints and removes coaches; the owner and coaches list the teams in their
// scope with members counts. Names are unique among live teams in any case (Team_live_name_key on
// nameKey): a taken name is a 400 with a message, also when two requests race for it.
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_TEAM_ID } from "@/lib/constants";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import { TEAM_MESSAGES, type TeamDto } from "@/lib/schemas/teams";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";

type Row = { id: number; name: string; description: string; archivedAt: Date | null; members: number; coaches: { id: number; username: string }[] | null };

/** The scope's teams (the owner: every team, archived last), each with its members count and coaches. */
export async function listTeams(scope: StaffScope): Promise<{ teams: TeamDto[] }> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT t."id", t."name", t."description", t."archivedAt",
      (SELECT count(*)::int FROM "User" u WHERE u."teamId" = t."id") AS "members",
      (SELECT json_agg(json_build_object('id', u."id", 'username', u."username") ORDER BY u."usernameKey")
         FROM "TeamCoach" c JOIN "User" u ON u."id" = c."userId" WHERE c."teamId" = t."id") AS "coaches"
    FROM "Team" t
    WHERE ${inScope(scope, Prisma.sql`t."id"`)}
    ORDER BY t."archivedAt" IS NOT NULL, t."nameKey", t."id"`;
  return { teams: rows.map((r) => ({ ...r, archivedAt: r.archivedAt?.toISOString() ?? null, coaches: r.coaches ?? [] })) };
}

async function teamRow(id: number): Promise<TeamDto> {
  const { teams } = await listTeams({ userId: 0, username: "", owner: true, teamIds: [id] });
  if (!teams[0]) throw notFound(TEAM_MESSAGES.teamNotFound);
  return teams[0];
}

/** Runs a write that may take a live team's name; a taken name is the 400 the form shows. */
async function naming<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(TEAM_MESSAGES.nameTaken);
    throw error;
  }
}

export async function createTeam(input: { name: string; description: string }): Promise<TeamDto> {
  const team = await naming(() => db.team.create({ data: { name: input.name, nameKey: input.name.toLowerCase(), description: input.description }, select: { id: true } }));
  return teamRow(team.id);
}

/** Rename, describe, archive or restore. Restoring a team whose name a live team took is the same 400. */
export async function updateTeam(id: number, input: { name?: string; description?: string; archived?: boolean }, now: Date): Promise<TeamDto> {
  const team = await db.team.findUnique({ where: { id }, select: { id: true, archivedAt: true } });
  if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
  if (input.archived && id === DEFAULT_TEAM_ID) throw badRequest(TEAM_MESSAGES.defaultTeamArchive);
  await naming(() =>
    db.team.update({
      where: { id },
      data: {
        ...(input.name === undefined ? {} : { name: input.name, nameKey: input.name.toLowerCase() }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.archived === undefined ? {} : { archivedAt: input.archived ? (team.archivedAt ?? now) : null }),
      },
    }),
  );
  return teamRow(id);
}

/** Appoints a member coach of a live team (again: no change). The owner needs no appointment. */
export async function appointCoach(teamId: number, who: { userId: number } | { username: string }): Promise<TeamDto> {
  const [team, user] = await Promise.all([
    db.team.findUnique({ where: { id: teamId }, select: { archivedAt: true } }),
    db.user.findUnique({ where: "userId" in who ? { id: who.userId } : { usernameKey: who.username.toLowerCase() }, select: { id: true, isAdmin: true } }),
  ]);
  if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
  if (team.archivedAt) throw badRequest(TEAM_MESSAGES.teamArchived);
  if (!user) throw notFound("User not found");
  if (user.isAdmin) throw badRequest(TEAM_MESSAGES.ownerCoach);
  await db.teamCoach.createMany({ data: [{ teamId, userId: user.id }], skipDuplicates: true });
  return teamRow(teamId);
}

/** Removes a coach: their next request no longer reaches the team's members (the scope is read on every request). */
export async function removeCoach(teamId: number, userId: number): Promise<TeamDto> {
  const { count } = await db.teamCoach.deleteMany({ where: { teamId, userId } });
  if (count === 0) throw notFound(TEAM_MESSAGES.notACoach);
  return teamRow(teamId);
}

/**
 * Moves a member to another live team (the owner, or a coach of both teams): the account and its
 * coach's-view snapshot row in one transaction, so the member leaves the old team's lists at once.
 * Unknown or archived target: 400; a member or team outside the scope: 404.
 */
export async function moveMember(scope: StaffScope, userId: number, teamId: number): Promise<{ userId: number; teamId: number }> {
  const target = await db.team.findUnique({ where: { id: teamId }, select: { archivedAt: true } });
  if (!target || target.archivedAt) throw badRequest(TEAM_MESSAGES.moveTarget);
  if (scope.teamIds !== null && !scope.teamIds.includes(teamId)) throw notFound(TEAM_MESSAGES.teamNotFound);
  return db.$transaction(async (tx) => {
    const moved = await tx.$executeRaw`
      UPDATE "User" SET "teamId" = ${teamId} WHERE "id" = ${userId} AND ${inScope(scope, Prisma.sql`"teamId"`)}`;
    if (moved === 0) throw notFound("User not found");
    await tx.$executeRaw`UPDATE "CoachSnapshot" SET "teamId" = ${teamId} WHERE "userId" = ${userId}`;
    return { userId, teamId };
  });
}
