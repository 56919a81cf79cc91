// The session cookie: a next-auth JWT (encrypted, JWE) carrying the member's id and session
// version. Lifetime 7 days. The same cookie is read by route handlers, server components and
// next-auth's own handler (app/api/auth/[...nextauth]).
import { createSecretKey, hkdfSync, type KeyObject } from "node:crypto";
import { jwtDecrypt } from "jose";
import { encode, type JWT } from "next-auth/jwt";
import { authSecret } from "@/lib/env";

export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;

export type SessionClaims = { sub: string; username: string; isAdmin: boolean; sv: number };

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export const SESSION_COOKIE_NAMES = [sessionCookieName(true), sessionCookieName(false)];

export async function encodeSession(claims: SessionClaims): Promise<string> {
  return encode({ token: claims as unknown as JWT, secret: authSecret(), maxAge: SESSION_MAX_AGE_S });
}

/**
 * next-auth's decryption key (HKDF-SHA256 of the secret, empty salt, its info string), derived
 * once per secret instead of on every request as next-auth's decode does (issue 16: the
 * derivation was a tenth of an authenticated request's CPU).
 */
let derived: { secret: string; key: KeyObject } | undefined;
function decryptionKey(): KeyObject {
  const secret = authSecret();
  if (derived?.secret !== secret) {
    derived = { secret, key: createSecretKey(Buffer.from(hkdfSync("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32))) };
  }
  return derived.key;
}

/** next-auth's decode (JWE dir + A256GCM, 15 s clock tolerance) with the key derived once. */
export async function decodeSession(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload: jwt } = await jwtDecrypt(token, decryptionKey(), { clockTolerance: 15 });
    if (!jwt || typeof jwt.sub !== "string" || typeof jwt.sv !== "number") return null;
    return { sub: jwt.sub, username: String(jwt.username ?? ""), isAdmin: jwt.isAdmin === true, sv: jwt.sv };
  } catch {
    return null;
  }
}

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge: SESSION_MAX_AGE_S };
}
