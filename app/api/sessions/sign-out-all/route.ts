import { NextResponse } from "next/server";
import { withAuth } from "@/lib/api/handler";
import { clearSessionCookies } from "@/lib/api/session-cookie";
import { endAllSessions } from "@/lib/services/auth/sessions";

// POST /api/sessions/sign-out-all - "Sign out of all devices": ends every session of the caller,
// this one included, and clears the cookie
export const POST = withAuth(async ({ user }) => {
  await endAllSessions(user.id);
  return clearSessionCookies(NextResponse.json({ success: true }, { headers: { "Cache-Control": "no-store" } }));
});
