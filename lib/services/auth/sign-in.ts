import "server-only";
// Checks a username and password (POST /api/login and next-auth's Credentials provider).
// Unknown usernames verify against a dummy hash and count towards the same throttle keys, so
// both failures answer alike: same status, same message, about the same time. `client` is the
// request's client address (lib/api/client-address.mjs).
import { unauthorized } from "@/lib/errors";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { throttledPasswordCheck } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { normaliseTimeZone } from "@/lib/domain/day";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { changeClock } from "@/lib/services/streak/change-clock";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import type { SessionSubject } from "@/lib/auth/session-token";

export type SignInInput = {
  username: string;
  password: string;
  client: string;
  /** The browser's zone, saved on the member at each login; absent keeps the stored one. */
  timeZone?: string;
};

export async function signIn({ username, password, client, timeZone }: SignInInput): Promise<SessionSubject> {
  const userId = await throttledPasswordCheck({ username, client }, async () => {
    // The dummy hash is made once per process; awaiting it on both paths keeps even the first
    // unknown-user attempt as slow as a wrong password.
    const [user, fallback] = await Promise.all([
      db.user.findUnique({ where: { usernameKey: username.trim().toLowerCase() }, select: { id: true, passwordHash: true } }),
      dummyHash(),
    ]);
    const ok = await verifyPassword(user?.passwordHash ?? fallback, password);
    return user && ok ? user.id : null;
  });
  if (userId === null) throw unauthorized(AUTH_MESSAGES.invalidCredentials);

  // The browser's zone is a clock switch (docs/decisions.md "Fair streaks": no date reset twice, no streak broken).
  if (timeZone !== undefined) await inTransaction((tx) => changeClock(tx, userId, { timeZone: normaliseTimeZone(timeZone) }, new Date()));
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, username: true, isAdmin: true, sessionVersion: true } });
}
