// GET /auth - where auto-logout sends the member (docs/product/shell-and-sign-in.md#idle-and-session-lifecycle). docs/product/shell-and-sign-in.md#routes-and-redirects: it redirects to "/",
// whose login screen says the session ended after inactivity. A cookie that no longer names a
// live session (logged out elsewhere, password changed, account deleted) is cleared on the way,
// so "/" does not bounce it back to /dashboard; a live session is left alone.
import { NextResponse, type NextRequest } from "next/server";
import { sessionTokenFrom, userFromToken } from "@/lib/auth/session-user";
import { clearSessionCookies } from "@/lib/api/session-cookie";

export async function GET(request: NextRequest) {
  const token = sessionTokenFrom(request.cookies);
  const response = NextResponse.redirect(new URL("/", request.url));
  response.headers.set("Cache-Control", "no-store");
  if (token && !(await userFromToken(token))) clearSessionCookies(response);
  return response;
}
