import "server-only";
// Checks a username and password (POST /api/login and next-auth's Credentials provider).
// Unknown usernames verify against a dummy hash and count towards the same throttle keys, so
// both failures answer alike: same status, same message, about the same time. `client` is the
// request's client address (lib/api/client-address.mjs). A member with two-factor sign-in on
// (docs/decisions.md "Two-factor and single sign-on") is signed in only with a code as well: given
// with the password (next-auth's Credentials), or in a second step (POST /api/login/two-factor)
// that the first step's challenge names.
import { unauthorized } from "@/lib/errors";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { throttledPasswordCheck } from "@/lib/auth/throttle";
import type { Challenge } from "@/lib/auth/second-factor-challenge";
import { db } from "@/lib/db";
import { normaliseTimeZone } from "@/lib/domain/day";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { changeClock } from "@/lib/services/streak/change-clock";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { checkSecondFactor } from "@/lib/services/auth/two-factor";
import { assertPasswordSignIn } from "@/lib/services/auth/sign-in-policy";
import type { SessionSubject } from "@/lib/auth/session-token";

export type SignInInput = {
  username: string;
  password: string;
  client: string;
  /** The browser's zone, saved on the member at each login; absent keeps the stored one. */
  timeZone?: string;
  /** The two-factor code given with the password (next-auth's Credentials); absent: a second step follows. */
  code?: string;
};

/** Signed in, or the password was right and a code is still needed (the challenge of the second step). */
export type SignInOutcome = { user: SessionSubject } | { challenge: Challenge };

const SUBJECT = { id: true, username: true, isAdmin: true, sessionVersion: true } as const;

export async function signIn({ username, password, client, timeZone, code }: SignInInput): Promise<SignInOutcome> {
  // The owner's policy first (docs/product/sso.md#password-sign-in-off): no password is checked while passwords are off.
  await assertPasswordSignIn();
  type Checked = { id: number; username: string; sessionVersion: number; waitsForCode: boolean };
  const checked = await throttledPasswordCheck<Checked>(
    { username, client },
    async () => {
      // The dummy hash is made once per process; awaiting it on both paths keeps even the first
      // unknown-user attempt as slow as a wrong password.
      const [user, fallback] = await Promise.all([
        db.user.findUnique({
          where: { usernameKey: username.trim().toLowerCase() },
          select: { id: true, username: true, passwordHash: true, sessionVersion: true, twoFactor: { select: { enabledAt: true } } },
        }),
        dummyHash(),
      ]);
      // A member who registered through the identity provider has no password (""): verified
      // against the dummy hash, so it fails in the same time as a wrong one.
      const ok = await verifyPassword(user?.passwordHash || fallback, password);
      if (!user || !ok || user.passwordHash === "") return null;
      return { id: user.id, username: user.username, sessionVersion: user.sessionVersion, waitsForCode: user.twoFactor?.enabledAt != null };
    },
    (result) => !result.waitsForCode,
  );
  if (checked === null) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (checked.waitsForCode) {
    if (code === undefined) return { challenge: { userId: checked.id, sessionVersion: checked.sessionVersion, ...(timeZone !== undefined ? { timeZone } : {}) } };
    if (!(await checkSecondFactor(checked, code, client))) throw unauthorized(TWO_FACTOR_MESSAGES.codeInvalid);
  }
  return { user: await signedIn(checked.id, timeZone) };
}

/** The second step: the challenge's member, when their session version is still the challenge's, and a code of theirs. */
export async function signInWithCode(challenge: Challenge | null, code: string, client: string, timeZone?: string): Promise<SessionSubject> {
  const user = challenge ? await db.user.findUnique({ where: { id: challenge.userId }, select: { id: true, username: true, sessionVersion: true } }) : null;
  if (!challenge || !user || user.sessionVersion !== challenge.sessionVersion) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  if (!(await checkSecondFactor(user, code, client))) throw unauthorized(TWO_FACTOR_MESSAGES.codeInvalid);
  return signedIn(user.id, timeZone ?? challenge.timeZone);
}

async function signedIn(userId: number, timeZone: string | undefined): Promise<SessionSubject> {
  // The browser's zone is a clock switch (docs/decisions.md "Fair streaks": no date reset twice, no streak broken).
  if (timeZone !== undefined) await inTransaction((tx) => changeClock(tx, userId, { timeZone: normaliseTimeZone(timeZone) }, new Date()));
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: SUBJECT });
}
