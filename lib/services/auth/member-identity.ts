import "server-only";
// A member's email and connection to the identity provider (docs/product/sso.md#your-email,
// docs/decisions.md "A typed email is never a verified one"). `User.email` holds only an address the
// provider verified (it links a first sign-in); what a member types goes to `unverifiedEmail`,
// which links nothing and becomes `email` when the provider verifies the same address.
import { verifyPassword } from "@/lib/auth/password";
import { throttledPasswordCheck } from "@/lib/auth/throttle";
import { oidcConfig } from "@/lib/auth/oidc-config";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { MEMBER_IDENTITY_MESSAGES, type ConnectIdentityInput, type DisconnectIdentityInput, type MemberEmailInput } from "@/lib/schemas/sign-in-policy";
import { hasPassword, recordIdentityProof } from "@/lib/services/auth/identity-proof";
import { passwordSignInAllowed } from "@/lib/services/auth/sign-in-policy";
import { isUniqueViolation } from "@/lib/services/shared/is-unique-violation";

/**
 * The member types their email: kept unverified. The verified address stays only when it is the
 * one typed; another address (or "") replaces it, so what the member sees is what they set.
 */
export async function setMemberEmail(userId: number, input: MemberEmailInput): Promise<void> {
  const typed = input.email || null;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  if (typed !== null && typed === user.email) {
    await db.user.update({ where: { id: userId }, data: { unverifiedEmail: null }, select: { id: true } });
    return;
  }
  await db.user.update({ where: { id: userId }, data: { email: null, unverifiedEmail: typed }, select: { id: true } });
}

/**
 * After a sign-in with the provider: its verified address becomes the member's `email` when they
 * have none and either typed nothing or typed that same address, and no other member holds it.
 */
export async function adoptVerifiedEmail(userId: number, verifiedEmail: string | null): Promise<void> {
  if (!verifiedEmail) return;
  try {
    await db.$executeRaw`
      UPDATE "User" u SET "email" = ${verifiedEmail}, "unverifiedEmail" = NULL
      WHERE u."id" = ${userId} AND u."email" IS NULL AND (u."unverifiedEmail" IS NULL OR u."unverifiedEmail" = ${verifiedEmail})
        AND NOT EXISTS (SELECT 1 FROM "User" o WHERE o."email" = ${verifiedEmail})`;
  } catch (error) {
    // Another member took the address at the same moment: it stays theirs.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Disconnects the provider (every identity linked to the member), confirmed by the password (a
 * failed login when wrong); the verified email is kept as a typed one. Never leaves an account without a way in: refused without a password,
 * and while the owner has password sign-in turned off.
 */
export async function disconnectIdentity(userId: number, input: DisconnectIdentityInput, client: string): Promise<void> {
  const config = oidcConfig();
  const label = config?.label ?? "the identity provider";
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, passwordHash: true } });
  if ((await db.oidcIdentity.count({ where: { userId } })) === 0) throw badRequest(MEMBER_IDENTITY_MESSAGES.notLinked);
  if (!hasPassword(user.passwordHash)) throw badRequest(MEMBER_IDENTITY_MESSAGES.noPassword(label));
  if (!(await passwordSignInAllowed())) throw badRequest(MEMBER_IDENTITY_MESSAGES.passwordsOff(label));
  const ok = await throttledPasswordCheck({ username: user.username, client }, async () => (await verifyPassword(user.passwordHash, input.password)) || null);
  if (!ok) throw badRequest(MEMBER_IDENTITY_MESSAGES.passwordIncorrect);
  // The verified address stays the member's email, unverified: it must not link the provider again at its next sign-in.
  await db.$transaction([
    db.oidcIdentity.deleteMany({ where: { userId } }),
    db.$executeRaw`UPDATE "User" SET "unverifiedEmail" = COALESCE("email", "unverifiedEmail"), "email" = NULL WHERE "id" = ${userId}`,
  ]);
}

/**
 * Before connecting the provider (docs/decisions.md "Connecting the provider needs proof"): the
 * password, re-entered (a failed login when wrong), gives this session a proof that the
 * callback's link takes, once, within 5 minutes. A member without a password confirms it is them
 * at the provider instead ("Confirm it is you with {label}").
 */
export async function proveForConnect(userId: number, sessionId: string, input: ConnectIdentityInput, client: string, now = new Date()): Promise<void> {
  const label = oidcConfig()?.label ?? "the identity provider";
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, passwordHash: true } });
  if (!hasPassword(user.passwordHash)) throw badRequest(MEMBER_IDENTITY_MESSAGES.connectWithoutPassword(label));
  const ok = await throttledPasswordCheck({ username: user.username, client }, async () => (await verifyPassword(user.passwordHash, input.password)) || null);
  if (!ok) throw badRequest(MEMBER_IDENTITY_MESSAGES.passwordIncorrect);
  await recordIdentityProof(userId, sessionId, now);
}
