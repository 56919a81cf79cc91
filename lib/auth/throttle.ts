import "server-only";
// Failed-login counters in Postgres (LoginThrottle), so every app server sees the same counts.
// Each failure is one atomic upsert: the window restarts when it has passed or a lock has
// ended, and the key locks once its failures reach its limit. Times are the database's clock.
import { ApiError } from "@/lib/errors";
import { LOGIN_THROTTLE } from "@/lib/constants";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";

export type ThrottleKey = { key: string; limit: number };

/** Keys are capped to the column's 200 characters. */
export const usernameKey = (username: string): ThrottleKey => ({
  key: `u:${username.trim().toLowerCase()}`.slice(0, 200),
  limit: LOGIN_THROTTLE.perUsername,
});
export const ipKey = (ip: string): ThrottleKey => ({ key: `ip:${ip}`.slice(0, 200), limit: LOGIN_THROTTLE.perIp });

/** The first x-forwarded-for entry (set by the proxy in front of the app), x-real-ip, else 'local'. */
export function clientIp(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "local";
}

const NOW = Prisma.sql`timezone('utc', now())`;
const WINDOW = Prisma.sql`make_interval(secs => ${LOGIN_THROTTLE.windowMs / 1000}::float8)`;
const LOCK = Prisma.sql`make_interval(secs => ${LOGIN_THROTTLE.lockMs / 1000}::float8)`;
/** The stored count no longer applies: its window has passed or its lock has ended. */
const STALE = Prisma.sql`(t."windowStart" <= ${NOW} - ${WINDOW} OR t."lockedUntil" <= ${NOW})`;
const NEXT_FAILURES = Prisma.sql`(CASE WHEN ${STALE} THEN 1 ELSE t."failures" + 1 END)`;

/** Throws 429 with Retry-After (seconds) while any of the keys is locked. */
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

export async function recordFailure(keys: ThrottleKey[]): Promise<void> {
  // One statement per key, each atomic on its own, so concurrent servers never lose a count.
  await Promise.all(
    keys.map(
      ({ key, limit }) => db.$executeRaw`
        INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart", "lockedUntil")
        VALUES (${key}, 1, ${NOW}, CASE WHEN 1 >= ${limit}::int THEN ${NOW} + ${LOCK} END)
        ON CONFLICT ("key") DO UPDATE SET
          "failures" = ${NEXT_FAILURES},
          "windowStart" = CASE WHEN ${STALE} THEN ${NOW} ELSE t."windowStart" END,
          "lockedUntil" = CASE WHEN ${NEXT_FAILURES} >= ${limit}::int THEN ${NOW} + ${LOCK} END`,
    ),
  );
}

/** A successful sign-in forgets the username's failures (not the IP's). */
export async function clearFailures(key: ThrottleKey): Promise<void> {
  await db.$executeRaw`DELETE FROM "LoginThrottle" WHERE "key" = ${key.key}`;
}
