// The owner's sign-in policy (docs/product/sso.md#password-sign-in-off): PUT /api/admin/sign-in-policy.
import { z } from "zod";

export const signInPolicySchema = z.strictObject({ passwordSignIn: z.boolean({ error: "passwordSignIn must be true or false" }) });

/** GET and PUT /api/admin/sign-in-policy answer this. */
export type SignInPolicyDto = { passwordSignIn: boolean; passwordSignInSetting: boolean; provider: string | null; ownerLinked: boolean };

/** GET /api/users/identity: the host's provider (null: none) and whether the member is connected to it. */
export type IdentityStatusDto = {
  provider: string | null;
  linked: boolean;
  /** False for a member who signs in only through the provider (docs/product/sso.md#without-a-password). */
  hasPassword: boolean;
  /** Until when this browser's fresh sign-in at the provider allows one action (a member without a password), else null. */
  confirmedUntil: string | null;
};
