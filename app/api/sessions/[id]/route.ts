import { NextResponse } from "next/server";
import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { clearSessionCookies } from "@/lib/api/session-cookie";
import { sessionParamsSchema } from "@/lib/schemas/sessions";
import { signOutDevice } from "@/lib/services/auth/sessions";

// DELETE /api/sessions/{id} - sign one of the caller's devices out (404 for another member's or
// an ended session); signing out this device clears its cookie too
export const DELETE = withAuth(async ({ user, params }) => {
  const { id } = parseWith(sessionParamsSchema, params, "params");
  await signOutDevice(user.id, id);
  const res = NextResponse.json({ success: true, current: id === user.sessionId }, { headers: { "Cache-Control": "no-store" } });
  return id === user.sessionId ? clearSessionCookies(res) : res;
});
