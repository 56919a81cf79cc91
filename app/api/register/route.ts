// Registration (docs/product/shell-and-sign-in.md#sign-in-and-registration): the code, username and password rules are checked here;
// the code must be a live invite code (docs/decisions.md "Teams and roles"), and each client
// address may try at most REGISTRATION_THROTTLE.perClient well-formed registrations an hour.
import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withPublic } from "@/lib/api/handler";
import { countAttempt } from "@/lib/auth/rate-counter";
import { REGISTRATION_THROTTLE } from "@/lib/constants";
import { env } from "@/lib/env";
import { AUTH_MESSAGES, makeRegisterSchema } from "@/lib/schemas/auth";
import { parseFormBody } from "@/lib/api/parse";
import { registerUser } from "@/lib/services/auth/register-user";
import { assertPasswordSignIn } from "@/lib/services/auth/sign-in-policy";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { getCurrentUser } from "@/lib/services/users/get-current-user";

// POST /api/register - create a member in the team of their invite code and sign them in; 201 with the current user
export const POST = withPublic(async ({ req }) => {
  // No password accounts while the owner has passwords off (docs/product/sso.md#password-sign-in-off).
  await assertPasswordSignIn();
  const input = await parseFormBody(req, makeRegisterSchema(env().DEMO_REGISTRATION_CODE));
  const client = requestClientAddress(req.headers);
  await countAttempt(`reg:${client}`, env().REGISTRATIONS_PER_HOUR, REGISTRATION_THROTTLE.windowMs, AUTH_MESSAGES.tooManyRegistrations);
  const created = await registerUser(input);
  const user = await getCurrentUser(created.id);
  return setSessionCookie(NextResponse.json(user, { status: 201, headers: { "Cache-Control": "no-store" } }), req, created);
});
