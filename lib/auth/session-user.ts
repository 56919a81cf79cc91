import "server-only";
// Resolves the signed-in member from a session cookie. Every request checks the member's
// session version in Postgres, so logout, password change and deletion end every session.
import { db } from "@/lib/db";
import { decodeSession, SESSION_COOKIE_NAMES } from "@/lib/auth/session-token";

export type SessionUser = {
  id: number;
  username: string;
  isAdmin: boolean;
  timeZone: string;
  sessionVersion: number;
};

export async function userFromToken(token: string | undefined): Promise<SessionUser | null> {
  const claims = await decodeSession(token);
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id)) return null;
  const user = await db.user.findUnique({
    where: { id },
    select: { id: true, username: true, isAdmin: true, timeZone: true, sessionVersion: true },
  });
  if (!user || user.sessionVersion !== claims.sv) return null;
  return user;
}

type CookieReader = { get(name: string): { value: string } | undefined };

export function sessionTokenFrom(cookies: CookieReader): string | undefined {
  for (const name of SESSION_COOKIE_NAMES) {
    const value = cookies.get(name)?.value;
    if (value) return value;
  }
  return undefined;
}
