// The session cookie: a next-auth JWT (encrypted, JWE) carrying the member's id, session version
// and the id of this sign-in's Session row (docs/decisions.md "Fair points and sessions"). Lifetime 7 days. The same cookie is read by route handlers, server components and
// next-auth's own handler (app/api/auth/[...nextauth]).
import { createSecretKey, hkdfSync, type KeyObject } from "node:crypto";
import { jwtDecrypt } from "jose";
import { encode, type JWT } from "next-auth/jwt";
import { authSecret } from "@/lib/env";

export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;

export type SessionClaims = { sub: string; username: string; isAdmin: boolean; sv: number; sid: string };

/** Whom a new session cookie is issued to (lib/api/session-cookie.ts). */
export type SessionSubject = { id: number; username: string; isAdmin: boolean; sessionVersion: number };

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export const SESSION_COOKIE_NAMES = [sessionCookieName(true), sessionCookieName(false)];

export async function encodeSession(claims: SessionClaims): Promise<string> {
  return encode({ token: claims as unknown as JWT, secret: authSecret(), maxAge: SESSION_MAX_AGE_S });
}

/**
 * next-auth's decryption key (HKDF-SHA256 of the secret, empty salt, its info string), derived
 * once per secret instead of on every request as next-auth's decode does (docs/decisions.md "Decrypting the session cookie": the
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

const CLOCK_TOLERANCE_S = 15;

// A member's browser sends the same cookie with every request: what it decrypted to is kept
// (bounded; only tokens that decrypted, so garbage cannot fill it), keyed by the whole token,
// which is immutable (an authenticated encryption: any other bytes are another key). The expiry
// is still checked on every use with jose's rule (exp + clock tolerance); the session version is
// still checked in Postgres by the caller. On globalThis: Next bundles this module once per route.
type Decoded = { claims: SessionClaims; exp: number | undefined; key: KeyObject };
const shared = globalThis as unknown as { reachDecodedSessions?: Map<string, Decoded> };
const decodedSessions = (shared.reachDecodedSessions ??= new Map<string, Decoded>());
const MAX_DECODED = 5_000;

/** next-auth's decode (JWE dir + A256GCM, 15 s clock tolerance) with the key derived once. */
export async function decodeSession(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  const key = decryptionKey();
  const known = decodedSessions.get(token);
  if (known && known.key === key) {
    if (known.exp === undefined || Date.now() / 1000 <= known.exp + CLOCK_TOLERANCE_S) return known.claims;
    decodedSessions.delete(token);
    return null;
  }
  try {
    const { payload: jwt } = await jwtDecrypt(token, key, { clockTolerance: CLOCK_TOLERANCE_S });
    if (!jwt || typeof jwt.sub !== "string" || typeof jwt.sv !== "number" || typeof jwt.sid !== "string") return null;
    const claims = { sub: jwt.sub, username: String(jwt.username ?? ""), isAdmin: jwt.isAdmin === true, sv: jwt.sv, sid: jwt.sid };
    if (decodedSessions.size >= MAX_DECODED) decodedSessions.clear();
    decodedSessions.set(token, { claims, exp: typeof jwt.exp === "number" ? jwt.exp : undefined, key });
    return claims;
  } catch {
    return null;
  }
}

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge: SESSION_MAX_AGE_S };
}
