// A sign-in's second step (docs/product/shell-and-sign-in.md#two-factor-sign-in): the challenge
// cookie of the first step and a code from the authenticator app or a recovery code. A wrong or
// reused code is a 401 that counts toward the sign-in throttle; an expired challenge is a 401 too.
import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withPublic } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { CHALLENGE_COOKIE, clearChallengeCookie, decodeChallenge } from "@/lib/auth/second-factor-challenge";
import { secondFactorSchema } from "@/lib/schemas/two-factor";
import { signInWithCode } from "@/lib/services/auth/sign-in";

// POST /api/login/two-factor - { code, timeZone? }: the session cookie, as POST /api/login answers
export const POST = withPublic(async ({ req }) => {
  const { code, timeZone } = await parseFormBody(req, secondFactorSchema);
  const challenge = await decodeChallenge(req.cookies.get(CHALLENGE_COOKIE)?.value);
  const user = await signInWithCode(challenge, code, requestClientAddress(req.headers), timeZone);
  const res = NextResponse.json({ id: user.id, isAdmin: user.isAdmin, username: user.username }, { headers: { "Cache-Control": "no-store" } });
  return setSessionCookie(clearChallengeCookie(res, req), req, user, challenge?.provenAt);
});
