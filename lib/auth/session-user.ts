import "server-only";
// Resolves the signed-in member from a session cookie. Every request checks in Postgres the
// member's session version and the cookie's Session row (lib/auth/session-sql), so logout ends
// this session, and a password change, "Sign out of all devices" and deletion end every session.
import { preparedRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { liveSessionSql, touchSessionCte } from "@/lib/auth/session-sql";
import { decodeSession, SESSION_COOKIE_NAMES } from "@/lib/auth/session-token";

export type SessionUser = {
  id: number;
  username: string;
  isAdmin: boolean;
  timeZone: string;
  /** The hour (0-5) the member's day starts (docs/decisions.md "Fair streaks"). */
  dayStartHour: number;
  sessionVersion: number;
  /** The Session row of this sign-in (the cookie's). */
  sessionId: string;
};

/** What a valid cookie says (no database read): the member's id, the session version and the Session row it carries. */
export type SessionKey = { id: number; sessionVersion: number; sessionId: string };

export async function sessionKeyFromToken(token: string | undefined): Promise<SessionKey | null> {
  const claims = await decodeSession(token);
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(claims.sv)) return null;
  return { id, sessionVersion: claims.sv, sessionId: claims.sid };
}

/**
 * The member a session key names, when the session has not ended (its version is still the
 * member's, its Session row is there and unexpired; lastSeenAt follows in the same statement).
 * Run on every request, so a prepared statement on the pg Pool (lib/db preparedRows: no Prisma
 * query path, planned once per connection; docs/decisions.md "preparedRows").
 */
export async function checkSession(key: SessionKey): Promise<SessionUser | null> {
  const [user] = await preparedRows<Omit<SessionUser, "sessionId">>(Prisma.sql`
    WITH ${touchSessionCte(key.sessionId)}
    SELECT u."id", u."username", u."isAdmin", u."timeZone", u."dayStartHour", u."sessionVersion" FROM "User" u
    WHERE u."id" = ${key.id} AND ${liveSessionSql("u", key)}`);
  if (!user) return null;
  rememberZone(user.id, user.timeZone, user.dayStartHour);
  return { ...user, sessionId: key.sessionId };
}

export async function userFromToken(token: string | undefined): Promise<SessionUser | null> {
  const key = await sessionKeyFromToken(token);
  return key ? checkSession(key) : null;
}

// The time zone and day start this server last read for each member (bounded): a guess that lets a member's
// read or write check the session in its own statement, which must match the stored zone too
// (lib/auth/session-guard memberRowSql); never trusted on its own.
// On globalThis: Next bundles this module once per route, and one member uses many routes.
export type SeenClock = { timeZone: string; dayStartHour: number };
const shared = globalThis as unknown as { reachLastClocks?: Map<number, SeenClock> };
const lastZones = (shared.reachLastClocks ??= new Map<number, SeenClock>());
const MAX_REMEMBERED = 10_000;

function rememberZone(id: number, timeZone: string, dayStartHour: number) {
  const seen = lastZones.get(id);
  if (seen?.timeZone === timeZone && seen.dayStartHour === dayStartHour) return;
  if (lastZones.size >= MAX_REMEMBERED) lastZones.clear();
  lastZones.set(id, { timeZone, dayStartHour });
}

/** The member's time zone and day start as this server last saw them (undefined before their first checked request here). */
export function lastSeenZone(id: number): SeenClock | undefined {
  return lastZones.get(id);
}

type CookieReader = { get(name: string): { value: string } | undefined };

export function sessionTokenFrom(cookies: CookieReader): string | undefined {
  for (const name of SESSION_COOKIE_NAMES) {
    const value = cookies.get(name)?.value;
    if (value) return value;
  }
  return undefined;
}
