import "server-only";
// POST /api/users/delete-account: the member deletes themselves, confirmed by typing their
// username and their password. Wrong passwords count as failed logins from the caller's address
// (lib/auth/throttle: a stolen session cannot guess it). One transaction removes the User row, every
// row of theirs through the foreign-key cascades, and their login-throttle counters; every session ends with the row (the
// session check finds no member). The only administrator cannot delete themselves.
import { badRequest, forbidden } from "@/lib/errors";
import { verifyPassword } from "@/lib/auth/password";
import { forgetUsername, throttledPasswordCheck } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { ACCOUNT_MESSAGES, confirmsUsername, type DeleteAccountInput } from "@/lib/schemas/account";
import { hasPassword, takeIdentityProof } from "@/lib/services/auth/identity-proof";

/** A member without a password confirms with this session's proof from the identity provider instead. */
export async function deleteAccount(userId: number, input: DeleteAccountInput, client: string, sessionId: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, passwordHash: true, isAdmin: true } });
  if (!confirmsUsername(input.username, user.username)) throw badRequest(ACCOUNT_MESSAGES.usernameMismatch);
  if (!hasPassword(user.passwordHash)) await takeIdentityProof(userId, sessionId);
  else {
    const { password } = input;
    if (!password) throw badRequest(ACCOUNT_MESSAGES.passwordRequired);
    const ok = await throttledPasswordCheck({ username: user.username, client }, async () => (await verifyPassword(user.passwordHash, password)) || null);
    if (!ok) throw badRequest(ACCOUNT_MESSAGES.passwordIncorrect);
  }
  await db.$transaction(async (tx) => {
    if (user.isAdmin && (await tx.user.count({ where: { isAdmin: true, id: { not: userId } } })) === 0) throw forbidden(ACCOUNT_MESSAGES.lastAdmin);
    await forgetUsername(tx, user.username);
    await tx.user.delete({ where: { id: userId }, select: { id: true } });
  });
}
