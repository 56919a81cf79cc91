import "server-only";
// Issuing and clearing the session cookie on a response. /api/login, /api/register and a
// password change issue the same next-auth JWT cookie that next-auth itself would, so
// getServerSession(authOptions), lib/auth/server.ts and withAuth all read it. Each cookie issued
// is a new session: its Session row (device from the user agent) is created here.
import type { NextRequest, NextResponse } from "next/server";
import { encodeSession, sessionCookieName, sessionCookieOptions, type SessionClaims, type SessionSubject } from "@/lib/auth/session-token";
import { isSecureRequest } from "@/lib/security/headers";
import { startSession } from "@/lib/services/auth/sessions";
import { recordIdentityProof } from "@/lib/services/auth/identity-proof";

/** `provenAt`: the new session starts with the proof of a fresh sign-in at the identity provider (lib/services/auth/identity-proof). */
export async function setSessionCookie(res: NextResponse, req: NextRequest, user: SessionSubject, provenAt?: Date): Promise<NextResponse> {
  const secure = isSecureRequest(req);
  const sid = await startSession(user.id, req.headers.get("user-agent"));
  if (provenAt) await recordIdentityProof(user.id, sid, provenAt);
  const claims: SessionClaims = { sub: String(user.id), username: user.username, isAdmin: user.isAdmin, sv: user.sessionVersion, sid };
  res.cookies.set(sessionCookieName(secure), await encodeSession(claims), sessionCookieOptions(secure));
  return res;
}

/** Expires both cookie names (a deployment may have switched between http and https). */
export function clearSessionCookies(res: NextResponse): NextResponse {
  for (const secure of [false, true]) {
    res.cookies.set(sessionCookieName(secure), "", { ...sessionCookieOptions(secure), maxAge: 0 });
  }
  return res;
}
