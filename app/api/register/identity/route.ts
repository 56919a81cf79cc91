// The registration step of a new person's first sign-in through the identity provider
// (docs/product/sso.md): the pending identity's cookie (set by the provider's callback), a username
// and a live invite code (docs/decisions.md "Teams and roles"); counted like every registration per
// client address. Creates the member linked to the provider and signs them in (a Session row, as
// every sign-in).
import { NextResponse } from "next/server";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withPublic } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { clearPendingIdentityCookie, decodePendingIdentity, PENDING_IDENTITY_COOKIE } from "@/lib/auth/identity-pending";
import { countAttempt } from "@/lib/auth/rate-counter";
import { REGISTRATION_THROTTLE } from "@/lib/constants";
import { env } from "@/lib/env";
import { unauthorized } from "@/lib/errors";
import { AUTH_MESSAGES, makeIdentityRegisterSchema } from "@/lib/schemas/auth";
import { IDENTITY_MESSAGES, registerWithIdentity } from "@/lib/services/auth/identity-sign-in";
import { getCurrentUser } from "@/lib/services/users/get-current-user";

// POST /api/register/identity - { username, registrationCode, timeZone? }: 201 with the current user
export const POST = withPublic(async ({ req }) => {
  const input = await parseFormBody(req, makeIdentityRegisterSchema(env().DEMO_REGISTRATION_CODE));
  const identity = await decodePendingIdentity(req.cookies.get(PENDING_IDENTITY_COOKIE)?.value);
  if (!identity) throw unauthorized(IDENTITY_MESSAGES.noPendingIdentity);
  await countAttempt(`reg:${requestClientAddress(req.headers)}`, env().REGISTRATIONS_PER_HOUR, REGISTRATION_THROTTLE.windowMs, AUTH_MESSAGES.tooManyRegistrations);
  const created = await registerWithIdentity(identity, input);
  const user = await getCurrentUser(created.id);
  const res = NextResponse.json(user, { status: 201, headers: { "Cache-Control": "no-store" } });
  return setSessionCookie(clearPendingIdentityCookie(res, req), req, created);
});
