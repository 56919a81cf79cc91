import "server-only";
// POST /api/users/change-password. Wrong current passwords count as failed logins of the member
// from the caller's address (lib/auth/throttle: a stolen session guesses no faster than the login
// form, and cannot lock the member out elsewhere). A change ends every session in the same
// transaction (lib/services/auth/sessions endAllSessions); the caller gets a new cookie.
import { badRequest } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { throttledPasswordCheck } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { USER_MESSAGES, type ChangePasswordInput } from "@/lib/schemas/user";
import type { SessionSubject } from "@/lib/auth/session-token";
import { endAllSessions } from "@/lib/services/auth/sessions";
import { hasPassword, takeIdentityProof } from "@/lib/services/auth/identity-proof";

/** A member without a password sets one with this session's proof from the identity provider instead. */
export async function changePassword(userId: number, input: ChangePasswordInput, client: string, sessionId: string): Promise<SessionSubject> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, passwordHash: true } });
  if (!hasPassword(user.passwordHash)) await takeIdentityProof(userId, sessionId);
  else {
    const { currentPassword } = input;
    if (!currentPassword) throw badRequest(USER_MESSAGES.currentPasswordRequired);
    const ok = await throttledPasswordCheck({ username: user.username, client }, async () => (await verifyPassword(user.passwordHash, currentPassword)) || null);
    if (!ok) throw badRequest(USER_MESSAGES.currentPasswordIncorrect);
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.$transaction(async (tx) => {
    await endAllSessions(userId, tx);
    return tx.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true, username: true, isAdmin: true, sessionVersion: true } });
  });
}
