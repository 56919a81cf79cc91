import { NextResponse } from "next/server";
import { withPublic } from "@/lib/api/handler";
import { sessionTokenFrom, userFromToken } from "@/lib/auth/session-user";
import { clearSessionCookies } from "@/lib/auth/session-cookie";
import { endSessions } from "@/lib/services/auth/end-sessions";

// POST /api/logout - end every session of the caller (if signed in) and clear the cookie
export const POST = withPublic(async ({ req }) => {
  const user = await userFromToken(sessionTokenFrom(req.cookies));
  if (user) await endSessions(user.id);
  return clearSessionCookies(NextResponse.json({ success: true }, { headers: { "Cache-Control": "no-store" } }));
});
