import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withAuth } from "@/lib/api/handler";
import { deleteAccountSchema } from "@/lib/schemas/account";
import { parseFormBody } from "@/lib/api/parse";
import { clearSessionCookies } from "@/lib/api/session-cookie";
import { deleteAccount } from "@/lib/services/users/delete-account";

// POST /api/users/delete-account - the caller deletes their account and every row of theirs; the cookie is cleared
export const POST = withAuth(async ({ req, user }) => {
  await deleteAccount(user.id, await parseFormBody(req, deleteAccountSchema), requestClientAddress(req.headers), user.sessionId);
  return clearSessionCookies(NextResponse.json({ success: true }, { headers: { "Cache-Control": "no-store" } }));
});
