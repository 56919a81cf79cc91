// Connecting the identity provider needs proof (docs/decisions.md "Connecting the provider needs
// proof"): the password first, here; the provider's callback then links the account and takes it.
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withAuth } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { connectIdentitySchema } from "@/lib/schemas/sign-in-policy";
import { proveForConnect } from "@/lib/services/auth/member-identity";
import { identityStatus } from "@/lib/services/auth/sign-in-policy";

// POST /api/users/identity/connect - { password }: answers GET /api/users/identity; the browser then starts the sign-in at the provider
export const POST = withAuth(async ({ req, user }) => {
  await proveForConnect(user.id, user.sessionId, await parseFormBody(req, connectIdentitySchema), requestClientAddress(req.headers));
  return Response.json(await identityStatus(user.id, user.sessionId), { headers: { "Cache-Control": "no-store" } });
});
