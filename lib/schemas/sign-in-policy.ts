// The owner's sign-in policy (docs/product/sso.md#password-sign-in-off): PUT /api/admin/sign-in-policy;
// the member's email and connection to the provider (docs/product/sso.md#your-email).
import { z } from "zod";
import { isEmailAddress } from "@/lib/domain/identity-link";

export const MEMBER_IDENTITY_MESSAGES = {
  emailInvalid: "Enter an email address like name@example.org, or leave it empty.",
  passwordRequired: "Please enter your password.",
  passwordIncorrect: "Password is incorrect",
  notLinked: "Your account is not connected to an identity provider.",
  noPassword: (label: string) => `Set a password before disconnecting ${label}, so you can still sign in.`,
  passwordsOff: (label: string) => `Password sign-in is turned off: without ${label} you could not sign in.`,
  connectWithoutPassword: (label: string) => `You have no password: confirm it is you with ${label} first, then connect within 5 minutes.`,
} as const;

/** PUT /api/users/email: the typed address (lower-cased), or "" to remove it. */
export const memberEmailSchema = z.strictObject({
  email: z
    .string({ error: MEMBER_IDENTITY_MESSAGES.emailInvalid })
    .max(300, MEMBER_IDENTITY_MESSAGES.emailInvalid)
    .trim()
    .toLowerCase()
    .refine((v) => v === "" || isEmailAddress(v), MEMBER_IDENTITY_MESSAGES.emailInvalid),
});
export type MemberEmailInput = z.infer<typeof memberEmailSchema>;

/** POST /api/users/identity/disconnect: the password confirms it. */
export const disconnectIdentitySchema = z.strictObject({
  password: z.string({ error: MEMBER_IDENTITY_MESSAGES.passwordRequired }).min(1, MEMBER_IDENTITY_MESSAGES.passwordRequired).max(1024, MEMBER_IDENTITY_MESSAGES.passwordIncorrect),
});
export type DisconnectIdentityInput = z.infer<typeof disconnectIdentitySchema>;

/** POST /api/users/identity/connect: the password proves it is the member before the provider is connected. */
export const connectIdentitySchema = disconnectIdentitySchema;
export type ConnectIdentityInput = DisconnectIdentityInput;

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
  /** The member's email: verified by the provider, or typed in Profile (unverified), or null. */
  email: string | null;
  emailVerified: boolean;
};
