import "server-only";
// Proof from a fresh sign-in at the identity provider (docs/decisions.md "Members without a
// password prove it is them at the provider"): recorded for the session the sign-in started,
// taken (deleted) by the one action it allows: setting a password, turning two-factor off, deleting
// the account, connecting a provider account. A member with a password proves it for the last one
// with the password (docs/decisions.md "Connecting the provider needs proof"). One row per member;
// a newer proof replaces it.
import { db } from "@/lib/db";
import { IDENTITY_PROOF_MAX_AGE_S, proofExpiry } from "@/lib/domain/identity-proof";
import { badRequest } from "@/lib/errors";

export const IDENTITY_PROOF_MESSAGES = {
  required: "Confirm it is you with your identity provider first (Profile > Security), then try again within 5 minutes.",
  connectRequired: "Confirm it is you before connecting your identity provider: use Connect in Profile > Security and enter your password (or confirm it is you with the provider), then connect within 5 minutes.",
} as const;

export async function recordIdentityProof(userId: number, sessionId: string, provenAt: Date): Promise<void> {
  await db.identityProof.upsert({ where: { userId }, create: { userId, sessionId, provenAt }, update: { sessionId, provenAt } });
}

/** Until when this session holds a proof, or null. */
export async function identityProofUntil(userId: number, sessionId: string, now = new Date()): Promise<Date | null> {
  const row = await db.identityProof.findFirst({ where: { userId, sessionId, provenAt: { gt: new Date(now.getTime() - IDENTITY_PROOF_MAX_AGE_S * 1000) } }, select: { provenAt: true } });
  return row ? proofExpiry(row.provenAt) : null;
}

/** Takes this session's live proof (one action each), or refuses with `message`. */
export async function takeIdentityProof(userId: number, sessionId: string, now = new Date(), message: string = IDENTITY_PROOF_MESSAGES.required): Promise<void> {
  const taken = await db.identityProof.deleteMany({ where: { userId, sessionId, provenAt: { gt: new Date(now.getTime() - IDENTITY_PROOF_MAX_AGE_S * 1000) } } });
  if (taken.count !== 1) throw badRequest(message);
}

/** A member who signs in only through the provider (registered there: passwordHash "" matches no password). */
export const hasPassword = (passwordHash: string): boolean => passwordHash !== "";
