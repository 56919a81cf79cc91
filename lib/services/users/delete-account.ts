import "server-only";
// POST /api/users/delete-account: the member deletes themselves, confirmed by typing their
// username and their password. Wrong passwords count towards the login throttle (a stolen session
// cannot guess it). One transaction removes the User row, every row of theirs through the
// foreign-key cascades, and their login-throttle counter; every session ends with the row (the
// session check finds no member). The only administrator cannot delete themselves.
import { badRequest, forbidden } from "@/lib/errors";
import { verifyPassword } from "@/lib/auth/password";
import { assertNotLocked, recordFailure, usernameKey } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { ACCOUNT_MESSAGES, confirmsUsername, type DeleteAccountInput } from "@/lib/schemas/account";

export async function deleteAccount(userId: number, input: DeleteAccountInput): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, passwordHash: true, isAdmin: true } });
  if (!confirmsUsername(input.username, user.username)) throw badRequest(ACCOUNT_MESSAGES.usernameMismatch);
  const key = usernameKey(user.username);
  await assertNotLocked([key]);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure([key]);
    throw badRequest(ACCOUNT_MESSAGES.passwordIncorrect);
  }
  await db.$transaction(async (tx) => {
    if (user.isAdmin && (await tx.user.count({ where: { isAdmin: true, id: { not: userId } } })) === 0) throw forbidden(ACCOUNT_MESSAGES.lastAdmin);
    await tx.loginThrottle.deleteMany({ where: { key: key.key } });
    await tx.user.delete({ where: { id: userId }, select: { id: true } });
  });
}
