// Next 16's name for middleware.ts: redirects only (01-core s2). It decodes the session cookie
// without touching the database, so a revoked session still looks signed in here; every page
// and route handler checks the session (with its version) itself, nothing relies on this file.
import { NextResponse, type NextRequest } from "next/server";
import { decodeSession, SESSION_COOKIE_NAMES } from "@/lib/auth/session-token";
import { redirectFor } from "@/lib/auth/route-access";

export async function proxy(request: NextRequest) {
  const token = SESSION_COOKIE_NAMES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  const claims = await decodeSession(token);
  const target = redirectFor(request.nextUrl.pathname, claims ? { isAdmin: claims.isAdmin } : null);
  if (!target) return NextResponse.next();
  return NextResponse.redirect(new URL(target, request.url));
}

export const config = {
  // Not for /api (handlers answer JSON 401/403 themselves), Next's assets or files with an extension.
  matcher: ["/((?!api/|_next/static|_next/image|favicon|icons/|sounds/|sw\\.js|manifest|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)"],
};
