// Calling real route handlers from integration tests, as a browser would.
import { NextRequest } from "next/server";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { encodeSession, sessionCookieName } from "@/lib/auth/session-token";
import { startSession } from "@/lib/services/auth/sessions";

export const ORIGIN = "http://localhost:3000";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** Raw body text (bad JSON, huge bodies). */
  raw?: string;
  cookie?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  path?: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect response bodies freely
export type CallResult = { status: number; json: any; headers: Headers; setCookie: string | null };

export async function call(handler: Handler, opts: CallOptions = {}): Promise<CallResult> {
  const method = opts.method ?? (opts.body !== undefined || opts.raw !== undefined ? "POST" : "GET");
  const headers: Record<string, string> = { host: "localhost:3000", ...opts.headers };
  if (method !== "GET" && method !== "HEAD" && !("origin" in headers)) headers.origin = ORIGIN;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const req = new NextRequest(new URL(opts.path ?? "/api/test", ORIGIN), { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { __raw: text };
  }
  return { status: res.status, json, headers: res.headers, setCookie: res.headers.get("set-cookie") };
}

/** The cookie header a browser would send after a Set-Cookie of the session. */
export function cookieFrom(setCookie: string | null): string {
  if (!setCookie) throw new Error("no Set-Cookie");
  const match = setCookie.match(/((?:__Secure-)?next-auth\.session-token)=([^;]*)/);
  if (!match) throw new Error(`no session cookie in ${setCookie}`);
  return `${match[1]}=${match[2]}`;
}

let counter = 0;

/** The TOTP secret of the test admins and coaches createMember enrolls (base32). */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/**
 * A zone where it is about midday now (UTC, or Etc/GMT-N for UTC+N): writes dated a few minutes
 * back from the wall clock stay on the member's current day whatever hour the tests run at.
 */
export function zoneAtMidday(at = new Date()): string {
  const offset = 12 - at.getUTCHours(); // -11..12
  return offset === 0 ? "UTC" : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** A member (or admin) row plus a valid session cookie for it. Password is "password123". */
export async function createMember(opts: { username?: string; isAdmin?: boolean; timeZone?: string; password?: string; twoFactor?: boolean } = {}) {
  counter += 1;
  const username = opts.username ?? `member${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const user = await db.user.create({
    data: {
      username,
      usernameKey: username.toLowerCase(),
      passwordHash: await hashPassword(opts.password ?? "password123"),
      isAdmin: opts.isAdmin ?? false,
      timeZone: opts.timeZone ?? "UTC",
      // An owner or coach must have two-factor sign-in on to use the admin API (lib/auth/admin-gate.ts):
      // test admins are enrolled, with a fixed secret (TEST_TOTP_SECRET), unless a test says
      // otherwise; a member who will coach is enrolled with `twoFactor: true`.
      ...((opts.twoFactor ?? opts.isAdmin) ? { twoFactor: { create: { secret: TEST_TOTP_SECRET, enabledAt: new Date() } } } : {}),
    },
  });
  return { user, cookie: await sessionCookieFor(user) };
}

/** The cookie header of a new session (its own Session row, as a sign-in makes) of a member as stored. */
export async function sessionCookieFor(user: { id: number; username: string; isAdmin: boolean; sessionVersion: number }, userAgent: string | null = null): Promise<string> {
  const sid = await startSession(user.id, userAgent);
  const token = await encodeSession({ sub: String(user.id), username: user.username, isAdmin: user.isAdmin, sv: user.sessionVersion, sid });
  return `${sessionCookieName(false)}=${token}`;
}
