import "server-only";
// The session check as SQL (docs/decisions.md "Fair points and sessions"), one home for every
// statement that checks a session in itself (lib/auth/session-user, lib/auth/session-guard,
// get-current-user): the member row still carries the cookie's session version (bumped when every
// session ends) and the cookie's Session row exists and has not expired (deleted when that
// session ends). Values are typed parameters, so a statement may pass NULLs to skip the check.
import { Prisma } from "@/lib/generated/prisma/client";
import { CONTACT_GAP_MS, CONTACT_TOUCH_MS } from "@/lib/domain/session-contact";

export const SQL_NOW = Prisma.sql`timezone('utc', now())`;

/** How stale a session's lastSeenAt may get before a check updates it. */
export const SESSION_TOUCH_EVERY_MINUTES = CONTACT_TOUCH_MS / 60_000;

export type SessionParams = { sessionVersion: number | null; sessionId: string | null };

/** The live-session condition on the member row `alias`. */
export function liveSessionSql(alias: string, key: SessionParams): Prisma.Sql {
  const row = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${row}."sessionVersion" = ${key.sessionVersion}::int AND EXISTS (
    SELECT 1 FROM "Session" s WHERE s."id" = ${key.sessionId}::text AND s."userId" = ${row}."id" AND s."expiresAt" > ${SQL_NOW})`;
}

/**
 * A CTE `touched` that moves the session's lastSeenAt to `now` when it is older than
 * SESSION_TOUCH_EVERY_MINUTES (at most one write per session every few minutes, whatever the
 * request rate or the number of servers), and keeps its stretch of contact (lib/domain/
 * session-contact): a contact CONTACT_GAP_MS or more after the last one begins a new stretch, the
 * last one becoming the contact before it. Answers the session's contact as it now is. `now` is
 * the server's clock in JavaScript, the clock Made-At is bounded by (and sign-in's). A NULL id
 * touches nothing.
 */
export function touchSessionCte(sessionId: string | null, now: Date = new Date()): Prisma.Sql {
  const at = Prisma.sql`${now}::timestamp(3)`;
  const newStretch = Prisma.sql`"lastSeenAt" <= ${at} - make_interval(secs => ${CONTACT_GAP_MS / 1000}::int)`;
  return Prisma.sql`touched AS (
    UPDATE "Session" SET "lastSeenAt" = ${at},
      "contactSince" = CASE WHEN ${newStretch} THEN ${at} ELSE "contactSince" END,
      "contactBefore" = CASE WHEN ${newStretch} THEN "lastSeenAt" ELSE "contactBefore" END
    WHERE "id" = ${sessionId}::text AND "lastSeenAt" < ${at} - make_interval(mins => ${SESSION_TOUCH_EVERY_MINUTES}::int)
    RETURNING "contactSince", "contactBefore")`;
}
