import "server-only";
// Registration's invite code (docs/decisions.md "Teams and roles"): a code is live while it is
// not revoked, not expired, under its maximum uses and its team is not archived. Redeeming takes
// one use in the same statement that checks it (two sign-ups racing for the last use get one),
// inside the registration's transaction, so a refused registration gives the use back.
import { badRequest } from "@/lib/errors";
import { db, type Tx } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";

// Both statements spell out the same live rule (flat statements, no nested fragments).

/** Takes one use of a live code: its id and team; the seed's "Invalid Code" 400 otherwise. */
export async function redeemInviteCode(tx: Tx, code: string, now: Date): Promise<{ id: number; teamId: number }> {
  const [row] = await tx.$queryRaw<{ id: number; teamId: number }[]>`
    UPDATE "InviteCode" c SET "uses" = c."uses" + 1
    WHERE c."code" = ${code} AND c."revokedAt" IS NULL AND (c."expiresAt" IS NULL OR c."expiresAt" > ${now}::timestamp(3))
      AND (c."maxUses" IS NULL OR c."uses" < c."maxUses")
      AND EXISTS (SELECT 1 FROM "Team" t WHERE t."id" = c."teamId" AND t."archivedAt" IS NULL)
    RETURNING c."id", c."teamId"`;
  if (!row) throw badRequest(AUTH_MESSAGES.codeInvalid);
  return row;
}

/** The team a live code joins (the register screen's "You are joining ..."), or null. */
export async function inviteCodeTeam(code: string, now: Date): Promise<{ name: string } | null> {
  const [row] = await db.$queryRaw<{ name: string }[]>`
    SELECT t."name" FROM "InviteCode" c JOIN "Team" t ON t."id" = c."teamId" AND t."archivedAt" IS NULL
    WHERE c."code" = ${code} AND c."revokedAt" IS NULL AND (c."expiresAt" IS NULL OR c."expiresAt" > ${now}::timestamp(3))
      AND (c."maxUses" IS NULL OR c."uses" < c."maxUses")`;
  return row ?? null;
}
