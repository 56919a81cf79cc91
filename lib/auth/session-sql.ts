import "server-only";
// The session check as SQL (docs/decisions.md "Fair points and sessions"), one home for every
// statement that checks a session in itself (lib/auth/session-user, lib/auth/session-guard,
// get-current-user): the member row still carries the cookie's session version (bumped when every
// session ends) and the cookie's Session row exists and has not expired (deleted when that
// session ends). Values are typed parameters, so a statement may pass NULLs to skip the check.
import { Prisma } from "@/lib/generated/prisma/client";

export const SQL_NOW = Prisma.sql`timezone('utc', now())`;

/** How stale a session's lastSeenAt may get before a check updates it. */
export const SESSION_TOUCH_EVERY_MINUTES = 5;

export type SessionParams = { sessionVersion: number | null; sessionId: string | null };

/** The live-session condition on the member row `alias`. */
export function liveSessionSql(alias: string, key: SessionParams): Prisma.Sql {
  const row = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${row}."sessionVersion" = ${key.sessionVersion}::int AND EXISTS (
    SELECT 1 FROM "Session" s WHERE s."id" = ${key.sessionId}::text AND s."userId" = ${row}."id" AND s."expiresAt" > ${SQL_NOW})`;
}

/**
 * A CTE `touched` that moves the session's lastSeenAt to now when it is older than
 * SESSION_TOUCH_EVERY_MINUTES (at most one write per session every few minutes, whatever the
 * request rate or the number of servers). A NULL id touches nothing.
 */
export function touchSessionCte(sessionId: string | null): Prisma.Sql {
  return Prisma.sql`touched AS (
    UPDATE "Session" SET "lastSeenAt" = ${SQL_NOW}
    WHERE "id" = ${sessionId}::text AND "lastSeenAt" < ${SQL_NOW} - make_interval(mins => ${SESSION_TOUCH_EVERY_MINUTES}::int)
    RETURNING 1)`;
}
