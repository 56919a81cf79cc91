import "server-only";
// POST /api/users/change-password. Wrong current passwords count towards the member's login
// throttle key (a stolen session cannot be used to guess the password). A change bumps the
// session version in the same update: every other session ends, the caller gets a new cookie.
import { badRequest } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertNotLocked, clearFailures, recordFailure, usernameKey } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { USER_MESSAGES, type ChangePasswordInput } from "@/lib/schemas/user";
import type { SessionSubject } from "@/lib/auth/session-cookie";

export async function changePassword(userId: number, input: ChangePasswordInput): Promise<SessionSubject> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, passwordHash: true } });
  const key = usernameKey(user.username);
  await assertNotLocked([key]);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordFailure([key]);
    throw badRequest(USER_MESSAGES.currentPasswordIncorrect);
  }
  await clearFailures(key);
  return db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(input.newPassword), sessionVersion: { increment: 1 } },
    select: { id: true, username: true, isAdmin: true, sessionVersion: true },
  });
}
