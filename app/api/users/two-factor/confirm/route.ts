import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withAuth } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { confirmTwoFactorSchema } from "@/lib/schemas/two-factor";
import { confirmTwoFactor } from "@/lib/services/auth/two-factor";

// POST /api/users/two-factor/confirm - { code }: two-factor on, { recoveryCodes } shown once; every
// other session ends and this browser gets a fresh cookie (as a password change does)
export const POST = withAuth(async ({ req, user }) => {
  const { code } = await parseFormBody(req, confirmTwoFactorSchema);
  const { subject, recoveryCodes } = await confirmTwoFactor(user.id, code, requestClientAddress(req.headers));
  return setSessionCookie(NextResponse.json({ recoveryCodes }, { headers: { "Cache-Control": "no-store" } }), req, subject);
});
