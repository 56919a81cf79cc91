// The owner's sign-in policy (docs/product/sso.md#password-sign-in-off): PUT /api/admin/sign-in-policy.
import { z } from "zod";

export const signInPolicySchema = z.strictObject({ passwordSignIn: z.boolean({ error: "passwordSignIn must be true or false" }) });

/** GET and PUT /api/admin/sign-in-policy answer this. */
export type SignInPolicyDto = { passwordSignIn: boolean; passwordSignInSetting: boolean; provider: string | null; ownerLinked: boolean };

/** GET /api/users/identity: the host's provider (null: none) and whether the member is connected to it. */
export type IdentityStatusDto = { provider: string | null; linked: boolean };
