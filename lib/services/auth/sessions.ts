import "server-only";
// A member's sessions, one row per sign-in (docs/decisions.md "Fair points and sessions"): started
// with each cookie (lib/api/session-cookie), ended one at a time (logout, auto-logout, a device's
// "Sign out") or all at once (a password change, "Sign out of all devices"; a deleted account's
// rows go with it). Ending all also bumps the member's session version, so a cookie whose row was
// just created by a racing sign-in elsewhere cannot outlive the change either.
import { randomBytes } from "node:crypto";
import { SQL_NOW } from "@/lib/auth/session-sql";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session-token";
import { db, preparedRows, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { deviceName } from "@/lib/domain/device";
import { notFound } from "@/lib/errors";
import type { SessionDto } from "@/lib/schemas/sessions";

/** A new session of the member (their expired rows are pruned in the same statement); returns its id. */
export async function startSession(userId: number, userAgent: string | null, now: Date = new Date()): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_S * 1000);
  // preparedRows: composed SQL (SQL_NOW) without Prisma's own query path (its instanceof checks
  // fail for a Sql built by another module registry, as in a test's isolateModules).
  await preparedRows(Prisma.sql`
    WITH pruned AS (DELETE FROM "Session" WHERE "userId" = ${userId} AND "expiresAt" <= ${SQL_NOW})
    INSERT INTO "Session" ("id", "userId", "device", "createdAt", "lastSeenAt", "contactSince", "expiresAt")
    VALUES (${id}, ${userId}, ${deviceName(userAgent)}, ${now}::timestamp(3), ${now}::timestamp(3), ${now}::timestamp(3), ${expiresAt}::timestamp(3))`);
  return id;
}

/** Ends one session of the member; false when it was not theirs or had already ended. */
export async function endSession(userId: number, sessionId: string): Promise<boolean> {
  return (await db.session.deleteMany({ where: { id: sessionId, userId } })).count > 0;
}

/** Ends every session of the member (inside the caller's transaction when given). */
export async function endAllSessions(userId: number, tx: Pick<Tx, "$executeRaw"> = db): Promise<void> {
  await tx.$executeRaw`
    WITH ended AS (DELETE FROM "Session" WHERE "userId" = ${userId})
    UPDATE "User" SET "sessionVersion" = "sessionVersion" + 1 WHERE "id" = ${userId}`;
}

/** The member's live sessions, the most recently active first; `current` marks the caller's. */
export async function listSessions(userId: number, currentId: string): Promise<SessionDto[]> {
  const rows = await preparedRows<{ id: string; device: string; createdAt: Date; lastSeenAt: Date }>(Prisma.sql`
    SELECT "id", "device", "createdAt", "lastSeenAt" FROM "Session"
    WHERE "userId" = ${userId} AND "expiresAt" > ${SQL_NOW}
    ORDER BY ("id" = ${currentId}::text) DESC, "lastSeenAt" DESC, "id"
    LIMIT 100`);
  return rows.map((r) => ({ id: r.id, device: r.device, createdAt: r.createdAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString(), current: r.id === currentId }));
}

/** DELETE /api/sessions/{id}: 404 unless it is a live session of the member. */
export async function signOutDevice(userId: number, sessionId: string): Promise<void> {
  if (!(await endSession(userId, sessionId))) throw notFound("Session not found");
}

/** Every member's expired sessions, in one set-based statement (the cron tick). Returns how many. */
export async function pruneExpiredSessions(): Promise<number> {
  return (await preparedRows(Prisma.sql`DELETE FROM "Session" WHERE "expiresAt" <= ${SQL_NOW} RETURNING 1`)).length;
}
