import "server-only";
// Two-factor sign-in (docs/decisions.md "Two-factor and single sign-on", docs/product/profile.md#two-factor-sign-in):
// the member's state, the setup (a secret, confirmed by its first code, which turns it on and
// ends every other session), turning it off (password and a code), and the check of a code at
// sign-in. Each accepted code moves TwoFactor.lastStep forward in the statement that accepts it, so
// a code is never taken twice, even by two requests at once; a recovery code is removed the same way.
import { twoFactorOn } from "@/lib/auth/admin-gate";
import { coachedTeamIds } from "@/lib/auth/staff-scope";
import { verifyPassword } from "@/lib/auth/password";
import { hasPassword, takeIdentityProof } from "@/lib/services/auth/identity-proof";
import { throttledPasswordCheck } from "@/lib/auth/throttle";
import type { SessionSubject } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { asTotpCode, normaliseRecoveryCode, twoFactorRequired } from "@/lib/domain/two-factor";
import { badRequest, conflict } from "@/lib/errors";
import { TWO_FACTOR_MESSAGES, type DisableTwoFactorInput, type RecoveryCodes, type TwoFactorSetup, type TwoFactorStatus } from "@/lib/schemas/two-factor";
import { endAllSessions } from "@/lib/services/auth/sessions";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/services/auth/recovery-codes";
import { matchingStep, newSecret, qrDataUrl, secretUri } from "@/lib/services/auth/totp";

const SUBJECT = { id: true, username: true, isAdmin: true, sessionVersion: true } as const;

export async function twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { isAdmin: true, twoFactor: { select: { enabledAt: true, recoveryHashes: true } } } });
  const enabled = user.twoFactor?.enabledAt != null;
  const coach = !user.isAdmin && (await coachedTeamIds(userId)).length > 0;
  return { enabled, required: twoFactorRequired({ isAdmin: user.isAdmin, coach }), recoveryCodesLeft: enabled ? user.twoFactor!.recoveryHashes.length : 0 };
}

/** A new secret waiting for its first code (any earlier unconfirmed one is replaced); 409 when it is on. */
export async function startTwoFactorSetup(userId: number): Promise<TwoFactorSetup> {
  const { username } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } });
  const secret = newSecret();
  const written = await db.$executeRaw`
    INSERT INTO "TwoFactor" ("userId", "secret") VALUES (${userId}, ${secret})
    ON CONFLICT ("userId") DO UPDATE SET "secret" = EXCLUDED."secret", "lastStep" = NULL, "recoveryHashes" = '{}'
    WHERE "TwoFactor"."enabledAt" IS NULL`;
  if (written === 0) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const uri = secretUri(secret, username);
  return { secret, uri, qr: await qrDataUrl(uri) };
}

/**
 * A six-digit code of the member's secret (the pending one when `pending`), taken when its step is
 * later than the last one taken; or, for an enabled setup, one of their recovery codes, removed.
 */
async function takeCode(userId: number, input: string, now: Date, pending = false): Promise<boolean> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { secret: true, enabledAt: true } });
  if (!row || (row.enabledAt === null) !== pending) return false;
  const code = asTotpCode(input);
  if (code !== null) {
    const step = matchingStep(row.secret, code, now);
    if (step === null) return false;
    const taken = await db.$executeRaw`
      UPDATE "TwoFactor" SET "lastStep" = ${step}
      WHERE "userId" = ${userId} AND "secret" = ${row.secret} AND ("lastStep" IS NULL OR "lastStep" < ${step})`;
    return taken === 1;
  }
  const recovery = pending ? null : normaliseRecoveryCode(input);
  if (recovery === null) return false;
  const hash = hashRecoveryCode(recovery);
  const taken = await db.$executeRaw`
    UPDATE "TwoFactor" SET "recoveryHashes" = array_remove("recoveryHashes", ${hash})
    WHERE "userId" = ${userId} AND "enabledAt" IS NOT NULL AND ${hash} = ANY("recoveryHashes")`;
  return taken === 1;
}

/** A sign-in's second step (or another check that asks for a code): the code taken, under the login throttle. */
export async function checkSecondFactor(user: { id: number; username: string }, code: string, client: string, now = new Date()): Promise<boolean> {
  return (await throttledPasswordCheck({ username: user.username, client }, async () => (await takeCode(user.id, code, now)) || null)) === true;
}

/**
 * The setup's first code: two-factor is on, 10 recovery codes are made (returned this once), and
 * every session ends (each later one has passed both factors); the caller's browser gets a new cookie.
 */
export async function confirmTwoFactor(userId: number, code: string, client: string, now = new Date()): Promise<{ subject: SessionSubject } & RecoveryCodes> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, twoFactor: { select: { enabledAt: true } } } });
  if (!user.twoFactor) throw badRequest(TWO_FACTOR_MESSAGES.noSetup);
  if (user.twoFactor.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const ok = await throttledPasswordCheck({ username: user.username, client }, async () => (await takeCode(userId, code, now, true)) || null);
  if (!ok) throw badRequest(TWO_FACTOR_MESSAGES.codeInvalid);
  const { shown, hashes } = newRecoveryCodes();
  const subject = await db.$transaction(async (tx) => {
    const turnedOn = await tx.twoFactor.updateMany({ where: { userId, enabledAt: null }, data: { enabledAt: now, recoveryHashes: hashes } });
    if (turnedOn.count !== 1) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    await endAllSessions(userId, tx);
    return tx.user.findUniqueOrThrow({ where: { id: userId }, select: SUBJECT });
  });
  return { subject, recoveryCodes: shown };
}

/**
 * Turns two-factor off with the password and a code (or a recovery code), both under the throttle.
 * A member without a password gives this session's proof from the identity provider and a code.
 */
export async function disableTwoFactor(userId: number, input: DisableTwoFactorInput, client: string, sessionId: string, now = new Date()): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, passwordHash: true } });
  if (!(await twoFactorOn(userId))) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
  const attempt = { username: user.username, client };
  if (!hasPassword(user.passwordHash)) await takeIdentityProof(userId, sessionId, now);
  else {
    const { password } = input;
    if (!password) throw badRequest(TWO_FACTOR_MESSAGES.passwordIncorrect);
    const passwordOk = await throttledPasswordCheck(attempt, async () => (await verifyPassword(user.passwordHash, password)) || null, () => false);
    if (!passwordOk) throw badRequest(TWO_FACTOR_MESSAGES.passwordIncorrect);
  }
  const codeOk = await throttledPasswordCheck(attempt, async () => (await takeCode(userId, input.code, now)) || null);
  if (!codeOk) throw badRequest(TWO_FACTOR_MESSAGES.codeInvalid);
  await db.twoFactor.delete({ where: { userId } });
}
