// The member's email (docs/product/sso.md#your-email): a typed address is kept unverified and never links an identity.
import { withAuth } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { memberEmailSchema } from "@/lib/schemas/sign-in-policy";
import { setMemberEmail } from "@/lib/services/auth/member-identity";
import { identityStatus } from "@/lib/services/auth/sign-in-policy";

// PUT /api/users/email - { email } ("" removes it): answers GET /api/users/identity
export const PUT = withAuth(async ({ req, user }) => {
  await setMemberEmail(user.id, await parseFormBody(req, memberEmailSchema));
  return Response.json(await identityStatus(user.id, user.sessionId), { headers: { "Cache-Control": "no-store" } });
});
