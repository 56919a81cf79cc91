import { NextResponse } from "next/server";
import { withPublic } from "@/lib/api/handler";
import { sessionKeyFromToken, sessionTokenFrom } from "@/lib/auth/session-user";
import { clearSessionCookies } from "@/lib/api/session-cookie";
import { endSession } from "@/lib/services/auth/sessions";

// POST /api/logout - end this device's session (if signed in) and clear the cookie; the member's
// other devices stay signed in (docs/decisions.md "Fair points and sessions")
export const POST = withPublic(async ({ req }) => {
  const key = await sessionKeyFromToken(sessionTokenFrom(req.cookies));
  if (key) await endSession(key.id, key.sessionId);
  return clearSessionCookies(NextResponse.json({ success: true }, { headers: { "Cache-Control": "no-store" } }));
});
