import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withAuth } from "@/lib/api/handler";
import { changePasswordSchema } from "@/lib/schemas/user";
import { parseFormBody } from "@/lib/api/parse";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { changePassword } from "@/lib/services/users/change-password";

// POST /api/users/change-password - new password; ends every other session, this browser gets a fresh cookie
export const POST = withAuth(async ({ req, user }) => {
  const updated = await changePassword(user.id, await parseFormBody(req, changePasswordSchema), requestClientAddress(req.headers), user.sessionId);
  return setSessionCookie(NextResponse.json({ success: true }, { headers: { "Cache-Control": "no-store" } }), req, updated);
});
