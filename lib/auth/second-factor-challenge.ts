import "server-only";
// The cookie between a sign-in's first step (password, or an identity provider) and its second
// (a two-factor code): docs/decisions.md "Two-factor and single sign-on". An encrypted JWT (next-auth's
// format, under its own salt, so neither cookie decrypts as the other) naming the member, their
// session version (a password change in between voids it) and the browser's zone, for 5 minutes.
import type { NextResponse } from "next/server";
import { decode, encode } from "next-auth/jwt";
import { authSecret } from "@/lib/env";
import { isSecureRequest } from "@/lib/security/headers";

export const CHALLENGE_MAX_AGE_S = 5 * 60;
const SALT = "reach.second-factor";
export const CHALLENGE_COOKIE = "reach.second-factor";
/** Only the second step's route reads it. */
const PATH = "/api/login";

/** `provenAt`: a fresh sign-in at the identity provider by the member signed in on this browser (lib/domain/identity-proof). */
export type Challenge = { userId: number; sessionVersion: number; timeZone?: string; provenAt?: Date };

export async function encodeChallenge(challenge: Challenge): Promise<string> {
  const token = { sub: String(challenge.userId), sv: challenge.sessionVersion, purpose: "second-factor", ...(challenge.timeZone ? { tz: challenge.timeZone } : {}), ...(challenge.provenAt ? { pa: challenge.provenAt.getTime() } : {}) };
  return encode({ token, secret: authSecret(), salt: SALT, maxAge: CHALLENGE_MAX_AGE_S });
}

export async function decodeChallenge(token: string | undefined): Promise<Challenge | null> {
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret: authSecret(), salt: SALT });
    const userId = Number(jwt?.sub);
    if (!jwt || jwt.purpose !== "second-factor" || !Number.isSafeInteger(userId) || typeof jwt.sv !== "number") return null;
    return { userId, sessionVersion: jwt.sv, ...(typeof jwt.tz === "string" ? { timeZone: jwt.tz } : {}), ...(typeof jwt.pa === "number" ? { provenAt: new Date(jwt.pa) } : {}) };
  } catch {
    return null;
  }
}

type RequestLike = { nextUrl: { protocol: string }; headers: Headers };
const options = (secure: boolean, maxAge: number) => ({ httpOnly: true, sameSite: "lax" as const, path: PATH, secure, maxAge });

export async function setChallengeCookie(res: NextResponse, req: RequestLike, challenge: Challenge): Promise<NextResponse> {
  const secure = isSecureRequest(req);
  res.cookies.set(CHALLENGE_COOKIE, await encodeChallenge(challenge), options(secure, CHALLENGE_MAX_AGE_S));
  return res;
}

export function clearChallengeCookie(res: NextResponse, req: RequestLike): NextResponse {
  res.cookies.set(CHALLENGE_COOKIE, "", options(isSecureRequest(req), 0));
  return res;
}
