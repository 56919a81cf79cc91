// The register screen's "You are joining <team>" (docs/decisions.md "Teams and roles"): the team of
// a live invite code, or null. Counted per client address (REGISTRATION_THROTTLE.lookupsPerClient
// an hour), so it cannot be used to try codes faster than registration could.
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withPublic } from "@/lib/api/handler";
import { countAttempt } from "@/lib/auth/rate-counter";
import { REGISTRATION_THROTTLE } from "@/lib/constants";
import { env } from "@/lib/env";
import { AUTH_MESSAGES, isValidRegistrationCode } from "@/lib/schemas/auth";
import { badRequest } from "@/lib/errors";
import { inviteCodeTeam } from "@/lib/services/teams/redeem-invite-code";

// GET /api/register/code?code=<code> - { team: "<name>" } for a live code, { team: null } otherwise
export const GET = withPublic(async ({ req }) => {
  const code = (req.nextUrl.searchParams.get("code") ?? "").trim();
  if (!isValidRegistrationCode(code, env().DEMO_REGISTRATION_CODE)) throw badRequest(AUTH_MESSAGES.codeInvalid);
  await countAttempt(`regcode:${requestClientAddress(req.headers)}`, REGISTRATION_THROTTLE.lookupsPerClient, REGISTRATION_THROTTLE.windowMs, AUTH_MESSAGES.tooManyRegistrations);
  const team = await inviteCodeTeam(code, new Date());
  return { team: team?.name ?? null };
});
