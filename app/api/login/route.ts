// Sign-in (docs/product/shell-and-sign-in.md#sign-in-and-registration). Unknown usernames and wrong passwords answer the same 401.
// A member with two-factor sign-in on gets { secondFactor: true } and the challenge cookie instead
// of a session: the code goes to POST /api/login/two-factor (docs/product/shell-and-sign-in.md#two-factor-sign-in).
import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withPublic } from "@/lib/api/handler";
import { loginSchema } from "@/lib/schemas/auth";
import { parseFormBody } from "@/lib/api/parse";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { setChallengeCookie } from "@/lib/auth/second-factor-challenge";
import { signIn } from "@/lib/services/auth/sign-in";

const NO_STORE = { "Cache-Control": "no-store" };

// POST /api/login - check username and password, save the browser's time zone, set the session cookie
export const POST = withPublic(async ({ req }) => {
  const input = await parseFormBody(req, loginSchema);
  const outcome = await signIn({ ...input, client: requestClientAddress(req.headers) });
  if ("challenge" in outcome) return setChallengeCookie(NextResponse.json({ secondFactor: true }, { headers: NO_STORE }), req, outcome.challenge);
  const { user } = outcome;
  const body = { id: user.id, isAdmin: user.isAdmin, username: user.username };
  return setSessionCookie(NextResponse.json(body, { headers: NO_STORE }), req, user);
});
