// Where proxy.ts sends a visitor (docs/product/shell-and-sign-in.md#routes-and-redirects), as a pure rule over the path and
// the decoded (not database-checked) session claims. Pages check the session again themselves.

/** Screens for signed-in members; everything below them too (e.g. /goals/anything). */
export const MEMBER_ROUTES = ["/dashboard", "/goals", "/calendar", "/stats", "/profile", "/test-popup", "/admin", "/coach"] as const;
export const PUBLIC_ROUTES = ["/", "/register"] as const;

const under = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

export type Visitor = { isAdmin: boolean } | null;

/** The path to redirect to, or null to let the request through. */
export function redirectFor(pathname: string, visitor: Visitor): string | null {
  if (PUBLIC_ROUTES.some((route) => pathname === route)) return visitor ? "/dashboard" : null;
  if (MEMBER_ROUTES.some((route) => under(pathname, route))) {
    if (!visitor) return "/";
    // /admin: the owner and coaches; whether a member coaches is the page's own check against the
    // database (docs/decisions.md "Teams and roles"), the cookie does not say it.
    return null;
  }
  // /auth (app/auth/route.ts) and unknown paths: /auth redirects on its own, and any other
  // path shows "404 Page Not Found" to everyone (its access is "Any" in the route table).
  return null;
}
