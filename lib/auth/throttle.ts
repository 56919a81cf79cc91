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
const schedule = (holds: number[]) => Prisma.sql`${holds}::int[]`;
/** The stored count no longer applies: its window has passed, or its full lock has ended (a delay does not reset it). */
const stale = (holds: number[]) =>
  Prisma.sql`(t."windowStart" <= ${NOW} - ${WINDOW} OR (t."failures" >= cardinality(${schedule(holds)}) AND t."lockedUntil" <= ${NOW}))`;
/** Seconds the key is held after its `failures`-th failure (the count past the schedule is the lock). */
const holdAfter = (holds: number[], failures: Prisma.Sql) => Prisma.sql`(${schedule(holds)})[LEAST(${failures}, cardinality(${schedule(holds)}))]`;

const tooMany = (retry: number) =>
  new ApiError("rate_limited", AUTH_MESSAGES.tooManyAttempts, undefined, { "Retry-After": String(Math.max(1, retry)) });

/**
 * Throws 429 with Retry-After (seconds) while any of the keys is held. While the username is in
 * its delays (a failure would hold it), attempts also take turns: this one holds it for that delay
 * before its password is checked, so parallel guesses cannot all slip in when a delay ends (a
 * concurrent attempt that loses the turn answers 429). One statement; Postgres serialises the claim.
 */
async function takeTurn(keys: ThrottleKey[]): Promise<void> {
  const serial = keys.find((k) => k.serial) ?? { key: "", holds: [0] };
  const [row] = await db.$queryRaw<{ retry: number | null; hold: number | null; claimed: number }[]>`
    WITH held AS (
      SELECT ceil(extract(epoch FROM max("lockedUntil") - ${NOW}))::int AS retry
      FROM "LoginThrottle" WHERE "key" = ANY(${keys.map((k) => k.key)}::text[]) AND "lockedUntil" > ${NOW}
    ), turn AS (
      SELECT ${holdAfter(serial.holds, Prisma.sql`t."failures" + 1`)} AS hold
      FROM "LoginThrottle" AS t
      WHERE t."key" = ${serial.key} AND NOT ${stale(serial.holds)} AND t."failures" + 1 < cardinality(${schedule(serial.holds)})
    ), claim AS (
      UPDATE "LoginThrottle" AS t SET "lockedUntil" = ${NOW} + make_interval(secs => turn.hold::float8)
      FROM turn
      WHERE t."key" = ${serial.key} AND turn.hold > 0 AND (SELECT retry FROM held) IS NULL
        AND (t."lockedUntil" IS NULL OR t."lockedUntil" <= ${NOW})
      RETURNING t."key"
    )
    SELECT (SELECT retry FROM held) AS retry, (SELECT hold FROM turn) AS hold, (SELECT count(*) FROM claim)::int AS claimed`;
  if (row?.retry != null) throw tooMany(row.retry);
  if (row?.hold && row.claimed === 0) throw tooMany(row.hold);
}

async function recordFailure(keys: ThrottleKey[]): Promise<void> {
  // One statement per key, each atomic on its own, so concurrent servers never lose a count.
  await Promise.all(
    keys.map(({ key, holds }) => {
      const next = Prisma.sql`(CASE WHEN ${stale(holds)} THEN 1 ELSE t."failures" + 1 END)`;
      const holdUntil = (failures: Prisma.Sql) =>
        Prisma.sql`(SELECT CASE WHEN s > 0 THEN ${NOW} + make_interval(secs => s::float8) END FROM (SELECT ${holdAfter(holds, failures)} AS s) AS hold)`;
      return db.$executeRaw`
        INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart", "lockedUntil")
        VALUES (${key}, 1, ${NOW}, ${holdUntil(Prisma.sql`1`)})
        ON CONFLICT ("key") DO UPDATE SET
          "failures" = ${next},
          "windowStart" = CASE WHEN ${stale(holds)} THEN ${NOW} ELSE t."windowStart" END,
          "lockedUntil" = ${holdUntil(next)}`;
    }),
  );
}

/**
 * A password check under the login throttle (sign-in, change-password, delete-account), and a
 * two-factor code's check (docs/decisions.md "Two-factor and single sign-on"): 429 while any
 * counter of the attempt is held; `check` answers null for a wrong password or code, which counts
 * on the pair, the client and the username; a success forgets the pair's failures only (never the
 * client's nor the username's, which an attacker's failures share with the member). `settles`
 * false: a right password that still waits for its code forgets nothing (so guesses of the code
 * cannot clear their own count by passing the password between them).
 */
export async function throttledPasswordCheck<T>(attempt: LoginAttempt, check: () => Promise<T | null>, settles: (result: T) => boolean = () => true): Promise<T | null> {
  const keys = attemptKeys(attempt);
  await takeTurn(keys);
  const result = await check();
  if (result === null) await recordFailure(keys);
  else if (settles(result)) await db.$executeRaw`DELETE FROM "LoginThrottle" WHERE "key" = ${keys[0].key}`;
  return result;
}

/** The counters of a username (its own and every pair), for a deleted account. */
export async function forgetUsername(tx: Prisma.TransactionClient, username: string): Promise<void> {
  await tx.$executeRaw`
    DELETE FROM "LoginThrottle" WHERE "key" = ${usernameKey(username).key} OR starts_with("key", ${pairPrefix(username)})`;
}
