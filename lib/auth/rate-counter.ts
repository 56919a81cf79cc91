import "server-only";
// A fixed-window counter per key in Postgres (the LoginThrottle table, so every app server sees
// the same counts): one atomic upsert counts the attempt; past `limit` in the window the attempt
// is refused with 429 and Retry-After (seconds until the window ends). Used for registrations
// per client address (docs/decisions.md "Teams and roles"); keys start "reg:" / "regcode:".
// One flat statement (no nested fragments), times are the database's.
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/db";
import { boundedKey } from "@/lib/auth/throttle-rules";

/** Counts one attempt on `key`; throws 429 (with `message`) when it is past `limit` in the window. */
export async function countAttempt(key: string, limit: number, windowMs: number, message: string): Promise<void> {
  const secs = windowMs / 1000;
  const [row] = await db.$queryRaw<{ failures: number; retry: number }[]>`
    WITH w AS (SELECT timezone('utc', now()) AS now, make_interval(secs => ${secs}::float8) AS span)
    INSERT INTO "LoginThrottle" AS t ("key", "failures", "windowStart")
    SELECT ${boundedKey(key)}, 1, w.now FROM w
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = CASE WHEN t."windowStart" <= (SELECT now - span FROM w) THEN 1 ELSE t."failures" + 1 END,
      "windowStart" = CASE WHEN t."windowStart" <= (SELECT now - span FROM w) THEN (SELECT now FROM w) ELSE t."windowStart" END
    RETURNING t."failures", ceil(extract(epoch FROM t."windowStart" + (SELECT span FROM w) - (SELECT now FROM w)))::int AS retry`;
  if (row.failures > limit) {
    throw new ApiError("rate_limited", message, undefined, { "Retry-After": String(Math.max(1, row.retry)) });
  }
}
