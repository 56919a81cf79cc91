import "server-only";
// Invite codes of a team (docs/decisions.md "Teams and roles"): the owner or a coach of the team
// issues them in the seed's format (`1` + six random letters or digits + `1`) with an optional
// expiry and maximum uses, lists them with their uses and who registered with them, and revokes
// them. A team outside the caller's scope is a 404, as is a code of another team.
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { TEAM_LIMITS } from "@/lib/constants";
import type { StaffScope } from "@/lib/auth/staff-scope";
import { TEAM_MESSAGES, type InviteCodeDto } from "@/lib/schemas/teams";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** `1` + six letters or digits + `1` (no 0/O, 1/l/I among the six: read aloud or typed from paper). */
export function newInviteCode(): string {
  return `1${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}1`;
}

/** 404 unless the team exists and is in the scope (the owner: any team). */
async function teamInScope(scope: StaffScope, teamId: number): Promise<{ archivedAt: Date | null }> {
  if (scope.teamIds !== null && !scope.teamIds.includes(teamId)) throw notFound(TEAM_MESSAGES.teamNotFound);
  const team = await db.team.findUnique({ where: { id: teamId }, select: { archivedAt: true } });
  if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
  return team;
}

type Row = Omit<InviteCodeDto, "expiresAt" | "revokedAt" | "createdAt" | "usedBy"> & { expiresAt: Date | null; revokedAt: Date | null; createdAt: Date; usedBy: string[] | null };

export async function listInviteCodes(scope: StaffScope, teamId: number, now: Date): Promise<{ codes: InviteCodeDto[] }> {
  await teamInScope(scope, teamId);
  const rows = await db.$queryRaw<Row[]>`
    SELECT c."id", c."code", c."expiresAt", c."maxUses", c."uses", c."revokedAt", c."createdAt", b."username" AS "createdBy",
      (c."revokedAt" IS NULL AND (c."expiresAt" IS NULL OR c."expiresAt" > ${now}::timestamp(3)) AND (c."maxUses" IS NULL OR c."uses" < c."maxUses")) AS "live",
      ARRAY(SELECT u."username" FROM "User" u WHERE u."inviteCodeId" = c."id" ORDER BY u."dateCreated" DESC, u."id" DESC LIMIT ${TEAM_LIMITS.codesPerPage}) AS "usedBy"
    FROM "InviteCode" c LEFT JOIN "User" b ON b."id" = c."createdById"
    WHERE c."teamId" = ${teamId}
    ORDER BY c."createdAt" DESC, c."id" DESC
    LIMIT ${TEAM_LIMITS.codesPerPage}`;
  return {
    codes: rows.map((r) => ({
      ...r,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      revokedAt: r.revokedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      usedBy: r.usedBy ?? [],
    })),
  };
}

export async function issueInviteCode(scope: StaffScope, teamId: number, input: { expiresAt: Date | null; maxUses: number | null }, now: Date): Promise<InviteCodeDto> {
  const team = await teamInScope(scope, teamId);
  if (team.archivedAt) throw badRequest(TEAM_MESSAGES.teamArchived);
  if (input.expiresAt && input.expiresAt <= now) throw badRequest("expiresAt must be in the future");
  // A clash with an existing code (one in 57^6) draws again.
  for (let attempt = 0; ; attempt++) {
    try {
      const created = await db.inviteCode.create({
        data: { code: newInviteCode(), teamId, expiresAt: input.expiresAt, maxUses: input.maxUses, createdById: scope.userId },
        select: { id: true },
      });
      const { codes } = await listInviteCodes(scope, teamId, now);
      return codes.find((c) => c.id === created.id)!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** Revokes a code of the team (again: no change); registrations with it are refused from now on. */
export async function revokeInviteCode(scope: StaffScope, teamId: number, codeId: number, now: Date): Promise<{ id: number; revokedAt: string }> {
  await teamInScope(scope, teamId);
  const [row] = await db.$queryRaw<{ revokedAt: Date }[]>`
    UPDATE "InviteCode" SET "revokedAt" = COALESCE("revokedAt", ${now}::timestamp(3))
    WHERE "id" = ${codeId} AND "teamId" = ${teamId} RETURNING "revokedAt"`;
  if (!row) throw notFound("Code not found");
  return { id: codeId, revokedAt: row.revokedAt.toISOString() };
}
