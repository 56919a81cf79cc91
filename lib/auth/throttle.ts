import "server-only";
// Failed-login counters in Postgres (LoginThrottle), so every app server sees the same counts
// (which counters and how long each is held: lib/auth/throttle-rules.ts). Each failure is one
// atomic upsert per counter: the window restarts when it has passed or a full lock has ended,
// and the key is held for the seconds its schedule gives the new count. Times are the database's.
import { ApiError } from "@/lib/errors";
import { LOGIN_THROTTLE } from "@/lib/constants";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { attemptKeys, pairPrefix, usernameKey, type LoginAttempt, type ThrottleKey } from "@/lib/auth/throttle-rules";

export type { LoginAttempt } from "@/lib/auth/throttle-rules";

const NOW = Prisma.sql`timezone('utc', now())`;
const WINDOW = Prisma.sql`make_interval(secs => ${LOGIN_THROTTLE.windowMs / 1000}::float8)`;

/** Throws 429 with Retry-After (seconds) while any of the keys is held. */
export async function assertNotLocked(keys: ThrottleKey[]): Promise<void> {
  const rows = await db.$queryRaw<{ retry: number | null }[]>`
    SELECT ceil(extract(epoch FROM max("lockedUntil") - ${NOW}))::int AS retry
    FROM "LoginThrottle"
    WHERE "key" = ANY(${keys.map((k) => k.key)}::text[]) AND "lockedUntil" > ${NOW}`;
  const retry = rows[0]?.retry;
  if (retry != null) {
    throw new ApiError("rate_limited", AUTH_MESSAGES.tooManyAttempts, undefined, { "Retry-After": String(Math.max(1, retry)) });
  }
}

async function recordFailure(keys: ThrottleKey[]): Promise<void> {
  // One statement per key, each atomic on its own, so concurrent servers never lose a count.
  await Promise.all(
    keys.map(({ key, holds }) => {
      const schedule = Prisma.sql`${holds}::int[]`;
      // The count no longer applies: its window has passed, or its full lock has ended (a delay does not reset it).
      const stale = Prisma.sql`(t."windowStart" <= ${NOW} - ${WINDOW} OR (t."failures" >= cardinality(${schedule}) AND t."lockedUntil" <= ${NOW}))`;
      const next = Prisma.sql`(CASE WHEN ${stale} THEN 1 ELSE t."failures" + 1 END)`;
      const holdUntil = (failures: Prisma.Sql) =>
        Prisma.sql`(SELECT CASE WHEN s > 0 THEN ${NOW} + make_interval(secs => s::float8) END
                    FROM (SELECT (${schedule})[LEAST(${failures}, cardinality(${schedule}))] AS s) AS hold)`;
      return db.$executeRaw`
        INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart", "lockedUntil")
        VALUES (${key}, 1, ${NOW}, ${holdUntil(Prisma.sql`1`)})
        ON CONFLICT ("key") DO UPDATE SET
          "failures" = ${next},
          "windowStart" = CASE WHEN ${stale} THEN ${NOW} ELSE t."windowStart" END,
          "lockedUntil" = ${holdUntil(next)}`;
    }),
  );
}

/**
 * A password check under the login throttle (sign-in, change-password, delete-account): 429 while
 * any counter of the attempt is held; `check` answers null for a wrong password, which counts on
 * the pair, the client and the username; a success forgets the pair's failures only (never the
 * client's nor the username's, which an attacker's failures share with the member).
 */
export async function throttledPasswordCheck<T>(attempt: LoginAttempt, check: () => Promise<T | null>): Promise<T | null> {
  const keys = attemptKeys(attempt);
  await assertNotLocked(keys);
  const result = await check();
  if (result === null) await recordFailure(keys);
  else await db.$executeRaw`DELETE FROM "LoginThrottle" WHERE "key" = ${keys[0].key}`;
  return result;
}

/** The counters of a username (its own and every pair), for a deleted account. */
export async function forgetUsername(tx: Prisma.TransactionClient, username: string): Promise<void> {
  await tx.$executeRaw`
    DELETE FROM "LoginThrottle" WHERE "key" = ${usernameKey(username).key} OR starts_with("key", ${pairPrefix(username)})`;
}
