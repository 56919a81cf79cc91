// The owner's sign-in policy (docs/product/sso.md#password-sign-in-off): whether passwords are
// accepted while an identity provider is configured; turning them off needs the owner's own link
// to the provider (docs/decisions.md "Two-factor and single sign-on").
import { withOwner } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { signInPolicySchema } from "@/lib/schemas/sign-in-policy";
import { getSignInPolicy, setPasswordSignIn } from "@/lib/services/auth/sign-in-policy";

const NO_STORE = { "Cache-Control": "no-store" };

// GET /api/admin/sign-in-policy - { passwordSignIn, passwordSignInSetting, provider, ownerLinked }
export const GET = withOwner(async ({ user }) => Response.json(await getSignInPolicy(user.id), { headers: NO_STORE }));

// PUT /api/admin/sign-in-policy - { passwordSignIn: boolean }: the policy as it now is
export const PUT = withOwner(async ({ req, user }) => {
  const { passwordSignIn } = await parseFormBody(req, signInPolicySchema);
  return Response.json(await setPasswordSignIn(user.id, passwordSignIn), { headers: NO_STORE });
});
