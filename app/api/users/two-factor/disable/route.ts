import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { withAuth } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { disableTwoFactorSchema } from "@/lib/schemas/two-factor";
import { disableTwoFactor } from "@/lib/services/auth/two-factor";

// POST /api/users/two-factor/disable - { password, code } (a member without a password: { code } after confirming with the provider): two-factor off (an admin is then asked to set it up again)
export const POST = withAuth(async ({ req, user }) => {
  await disableTwoFactor(user.id, await parseFormBody(req, disableTwoFactorSchema), requestClientAddress(req.headers), user.sessionId);
  return { success: true };
});
