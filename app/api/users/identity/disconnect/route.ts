// Disconnecting the identity provider (docs/product/sso.md#your-email): with the password, and only
// when the member can still sign in with it.
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withAuth } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { disconnectIdentitySchema } from "@/lib/schemas/sign-in-policy";
import { disconnectIdentity } from "@/lib/services/auth/member-identity";
import { identityStatus } from "@/lib/services/auth/sign-in-policy";

// POST /api/users/identity/disconnect - { password }: answers GET /api/users/identity
export const POST = withAuth(async ({ req, user }) => {
  await disconnectIdentity(user.id, await parseFormBody(req, disconnectIdentitySchema), requestClientAddress(req.headers));
  return Response.json(await identityStatus(user.id, user.sessionId), { headers: { "Cache-Control": "no-store" } });
});
