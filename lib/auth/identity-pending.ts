import "server-only";
// The cookie between a new person's first sign-in through the identity provider and their
// registration step (docs/decisions.md "Two-factor and single sign-on"): the provider's issuer and
// subject, the email it verified (or none) and a username to offer, for 10 minutes. An encrypted
// JWT (next-auth's format) under its own salt, so it never decrypts as a session or a challenge.
import type { NextResponse } from "next/server";
import { decode, encode } from "next-auth/jwt";
import type { IdentityClaims } from "@/lib/domain/identity-link";
import { authSecret } from "@/lib/env";
import { isSecureRequest } from "@/lib/security/headers";

export const PENDING_IDENTITY_MAX_AGE_S = 10 * 60;
const SALT = "reach.identity-pending";
export const PENDING_IDENTITY_COOKIE = "reach.identity-pending";

export async function encodePendingIdentity(identity: IdentityClaims): Promise<string> {
  const token = { purpose: "identity-pending", iss: identity.issuer, sub: identity.subject, email: identity.verifiedEmail, name: identity.suggestedUsername };
  return encode({ token, secret: authSecret(), salt: SALT, maxAge: PENDING_IDENTITY_MAX_AGE_S });
}

export async function decodePendingIdentity(token: string | undefined): Promise<IdentityClaims | null> {
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret: authSecret(), salt: SALT });
    if (!jwt || jwt.purpose !== "identity-pending" || typeof jwt.iss !== "string" || typeof jwt.sub !== "string") return null;
    return {
      issuer: jwt.iss,
      subject: jwt.sub,
      verifiedEmail: typeof jwt.email === "string" ? jwt.email : null,
      suggestedUsername: typeof jwt.name === "string" ? jwt.name : "",
    };
  } catch {
    return null;
  }
}

type RequestLike = { nextUrl: { protocol: string }; headers: Headers };
const options = (secure: boolean, maxAge: number) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge });

export async function setPendingIdentityCookie(res: NextResponse, req: RequestLike, identity: IdentityClaims): Promise<NextResponse> {
  res.cookies.set(PENDING_IDENTITY_COOKIE, await encodePendingIdentity(identity), options(isSecureRequest(req), PENDING_IDENTITY_MAX_AGE_S));
  return res;
}

export function clearPendingIdentityCookie(res: NextResponse, req: RequestLike): NextResponse {
  res.cookies.set(PENDING_IDENTITY_COOKIE, "", options(isSecureRequest(req), 0));
  return res;
}
