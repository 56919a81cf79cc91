import "server-only";
// Checks a username and password (POST /api/login and next-auth's Credentials provider).
// Unknown usernames verify against a dummy hash and count towards the same throttle keys, so
// both failures answer alike: same status, same message, about the same time.
import { unauthorized } from "@/lib/errors";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { assertNotLocked, clearFailures, ipKey, recordFailure, usernameKey } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { normaliseTimeZone } from "@/lib/domain/day";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import type { SessionSubject } from "@/lib/auth/session-cookie";

export type SignInInput = {
  username: string;
  password: string;
  ip: string;
  /** The browser's zone, saved on the member at each login; absent keeps the stored one. */
  timeZone?: string;
};

export async function signIn({ username, password, ip, timeZone }: SignInInput): Promise<SessionSubject> {
  const keys = [usernameKey(username), ipKey(ip)];
  await assertNotLocked(keys);

  // The dummy hash is made once per process; awaiting it on both paths keeps even the first
  // unknown-user attempt as slow as a wrong password.
  const [user, fallback] = await Promise.all([
    db.user.findUnique({ where: { usernameKey: username.trim().toLowerCase() }, select: { id: true, passwordHash: true } }),
    dummyHash(),
  ]);
  const ok = await verifyPassword(user?.passwordHash ?? fallback, password);
  if (!user || !ok) {
    await recordFailure(keys);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }

  await clearFailures(keys[0]);
  return db.user.update({
    where: { id: user.id },
    data: timeZone === undefined ? {} : { timeZone: normaliseTimeZone(timeZone) },
    select: { id: true, username: true, isAdmin: true, sessionVersion: true },
  });
}
