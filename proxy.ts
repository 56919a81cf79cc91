// Next 16's name for middleware.ts: redirects (docs/product/shell-and-sign-in.md#routes-and-redirects) and the security headers of every page
// (docs/decisions.md "A nonce-based Content-Security-Policy"). It decodes the session cookie without touching the database, so a revoked
// session still looks signed in here; every page and route handler checks the session (with its
// version) itself, nothing relies on this file for access.
import { NextResponse, type NextRequest } from "next/server";
import { decodeSession, SESSION_COOKIE_NAMES } from "@/lib/auth/session-token";
import { redirectFor } from "@/lib/auth/route-access";
import { contentSecurityPolicy, createNonce, HSTS_VALUE, isSecureRequest, scriptHash } from "@/lib/security/headers";
import { themeInitScript } from "@/components/shell/theme-script";

let themeHash: Promise<string> | undefined;
const themeScriptHash = () => (themeHash ??= scriptHash(themeInitScript));

export async function proxy(request: NextRequest) {
  const secure = isSecureRequest(request);
  const token = SESSION_COOKIE_NAMES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  const claims = await decodeSession(token);
  const target = redirectFor(request.nextUrl.pathname, claims ? { isAdmin: claims.isAdmin } : null);
  let response: NextResponse;
  if (target) {
    response = NextResponse.redirect(new URL(target, request.url));
  } else {
    // Next reads the nonce from the request's policy and puts it on every script it renders.
    const nonce = createNonce();
    const policy = contentSecurityPolicy({ nonce, themeHash: await themeScriptHash(), secure, dev: process.env.NODE_ENV === "development" });
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy);
    response = NextResponse.next({ request: { headers } });
    response.headers.set("Content-Security-Policy", policy);
  }
  if (secure) response.headers.set("Strict-Transport-Security", HSTS_VALUE);
  return response;
}

export const config = {
  // Not for /api (handlers answer JSON 401/403 themselves), Next's assets or files with an extension.
  matcher: ["/((?!api/|_next/static|_next/image|favicon|icons/|sounds/|sw\\.js|manifest|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)"],
};
