import "server-only";
// Sign-in through the identity provider (docs/decisions.md "Two-factor and single sign-on"): after
// next-auth has checked the callback (state, PKCE, the ID token's signature and nonce), which member
// the identity is (lib/domain/identity-link), and what follows: a session, the two-factor step
// (the same challenge as a password sign-in), or, for a new person, the registration step with
// an invite code.
import type { Challenge } from "@/lib/auth/second-factor-challenge";
import type { SessionSubject } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { normaliseTimeZone } from "@/lib/domain/day";
import { decideLink, type IdentityClaims } from "@/lib/domain/identity-link";
import { conflict } from "@/lib/errors";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";
import { redeemInviteCode } from "@/lib/services/teams/redeem-invite-code";
import { adoptVerifiedEmail } from "@/lib/services/auth/member-identity";
import { IDENTITY_PROOF_MESSAGES, takeIdentityProof } from "@/lib/services/auth/identity-proof";

export const IDENTITY_MESSAGES = {
  callbackFailed: "The sign-in with your identity provider could not be checked. Start again from the sign-in page.",
  noPendingIdentity: "Your sign-in with the identity provider has expired. Start again from the sign-in page.",
  alreadyRegistered: "This identity provider account already belongs to a member. Sign in again.",
} as const;

/** `known`: the identity was linked to the member before this sign-in (not linked by it). */
export type IdentityOutcome = { user: SessionSubject; known: boolean } | { challenge: Challenge; known: boolean } | { pending: IdentityClaims };

const SUBJECT = { id: true, username: true, isAdmin: true, sessionVersion: true } as const;

/**
 * `signedIn`: the member whose live session this browser has, and that session (a sign-in with the
 * provider links it to them, taking the session's proof: docs/decisions.md "Connecting the
 * provider needs proof"; refused without one, nothing written).
 */
export async function signInWithIdentity(identity: IdentityClaims, signedIn: { id: number; sessionId: string } | null = null): Promise<IdentityOutcome> {
  const signedInId = signedIn?.id ?? null;
  const key = { issuer: identity.issuer, subject: identity.subject };
  const linked = await db.oidcIdentity.findUnique({ where: { issuer_subject: key }, select: { userId: true } });
  const byEmail =
    !linked && signedInId === null && identity.verifiedEmail ? await db.user.findUnique({ where: { email: identity.verifiedEmail }, select: { id: true } }) : null;
  const decision = decideLink({ bySubject: linked?.userId ?? null, signedIn: signedInId, byVerifiedEmail: byEmail?.id ?? null });
  if (decision.kind === "new") return { pending: identity };
  // Connecting while signed in: a stolen session must not add a lasting way in.
  if (decision.link && signedIn && decision.userId === signedIn.id) await takeIdentityProof(signedIn.id, signedIn.sessionId, new Date(), IDENTITY_PROOF_MESSAGES.connectRequired);
  // Two first sign-ins at once: one row, the other finds it.
  if (decision.link) await db.oidcIdentity.createMany({ data: [{ ...key, userId: decision.userId }], skipDuplicates: true });
  const user = await db.user.findUnique({ where: { id: decision.userId }, select: { ...SUBJECT, twoFactor: { select: { enabledAt: true } } } });
  // Deleted between the two reads: a new person again.
  if (!user) return { pending: identity };
  // The provider's verified address becomes the member's email when it is free (docs/decisions.md "A typed email is never a verified one").
  await adoptVerifiedEmail(user.id, identity.verifiedEmail);
  const known = !decision.link;
  if (user.twoFactor?.enabledAt) return { challenge: { userId: user.id, sessionVersion: user.sessionVersion }, known };
  return { user: { id: user.id, username: user.username, isAdmin: user.isAdmin, sessionVersion: user.sessionVersion }, known };
}

export type IdentityRegistration = { username: string; registrationCode: string; timeZone?: string };

/**
 * A new person's account (POST /api/register/identity): a live invite code's team, no password
 * (passwordHash "" matches no password), the provider's verified email when no member has it, and
 * the link. One transaction: a refused registration gives the code's use back.
 */
export async function registerWithIdentity(identity: IdentityClaims, input: IdentityRegistration, now = new Date()): Promise<SessionSubject> {
  const usernameKey = input.username.toLowerCase();
  const key = { issuer: identity.issuer, subject: identity.subject };
  if (await db.oidcIdentity.findUnique({ where: { issuer_subject: key }, select: { userId: true } })) throw conflict(IDENTITY_MESSAGES.alreadyRegistered);
  if (await db.user.findUnique({ where: { usernameKey }, select: { id: true } })) throw conflict(AUTH_MESSAGES.usernameTaken);
  try {
    return await db.$transaction(async (tx) => {
      const code = await redeemInviteCode(tx, input.registrationCode, now);
      const emailTaken = identity.verifiedEmail ? await tx.user.findUnique({ where: { email: identity.verifiedEmail }, select: { id: true } }) : null;
      const user = await tx.user.create({
        data: {
          username: input.username,
          usernameKey,
          passwordHash: "",
          email: identity.verifiedEmail && !emailTaken ? identity.verifiedEmail : null,
          timeZone: normaliseTimeZone(input.timeZone),
          teamId: code.teamId,
          inviteCodeId: code.id,
        },
        select: SUBJECT,
      });
      await tx.oidcIdentity.create({ data: { ...key, userId: user.id } });
      return user;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The race lost: the same identity registered at once, or the name was just taken.
    const again = await db.oidcIdentity.findUnique({ where: { issuer_subject: key }, select: { userId: true } });
    throw conflict(again ? IDENTITY_MESSAGES.alreadyRegistered : AUTH_MESSAGES.usernameTaken);
  }
}
