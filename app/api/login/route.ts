// Sign-in (docs/product/shell-and-sign-in.md#sign-in-and-registration). Unknown usernames and wrong passwords answer the same 401.
import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withPublic } from "@/lib/api/handler";
import { loginSchema } from "@/lib/schemas/auth";
import { parseFormBody } from "@/lib/api/parse";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { signIn } from "@/lib/services/auth/sign-in";

// POST /api/login - check username and password, save the browser's time zone, set the session cookie
export const POST = withPublic(async ({ req }) => {
  const input = await parseFormBody(req, loginSchema);
  const user = await signIn({ ...input, client: requestClientAddress(req.headers) });
  const body = { id: user.id, isAdmin: user.isAdmin, username: user.username };
  return setSessionCookie(NextResponse.json(body, { headers: { "Cache-Control": "no-store" } }), req, user);
});
