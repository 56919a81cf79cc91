// Two-factor sign-in's bodies, answers and words (docs/product/shell-and-sign-in.md#two-factor-sign-in,
// docs/product/profile.md#two-factor-sign-in), shared by the forms and the API.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the code from your authenticator app or a recovery code",
  codeInvalid: "Invalid code",
  challengeExpired: "Your sign-in has expired. Enter your password again.",
  alreadyOn: "Two-factor sign-in is already on",
  notOn: "Two-factor sign-in is not on",
  noSetup: "Start the setup again",
  passwordIncorrect: "Current password is incorrect",
  setupRequired: "Set up two-factor sign-in to open the admin panel",
} as const;

/** A code as typed: six digits or a recovery code (XXXXX-XXXXX); the server tells which. */
const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(40, TWO_FACTOR_MESSAGES.codeInvalid)
  .refine((value) => value.trim().length > 0, TWO_FACTOR_MESSAGES.codeRequired);

const timeZone = z
  .string({ error: "timeZone must be a string" })
  .max(LIMITS.timeZone, `timeZone must be at most ${LIMITS.timeZone} characters`)
  .optional();

/** POST /api/login/two-factor: the second step of a sign-in (the first step's cookie names the member). */
export const secondFactorSchema = z.strictObject({ code, timeZone });
/** POST /api/users/two-factor/confirm: the first code of the authenticator app. */
export const confirmTwoFactorSchema = z.strictObject({ code });
/** POST /api/users/two-factor/disable: the password and a code (or a recovery code). */
export const disableTwoFactorSchema = z.strictObject({
  // Absent for a member without a password, who proves it is them at the identity provider (lib/services/auth/identity-proof).
  password: z.string({ error: TWO_FACTOR_MESSAGES.passwordIncorrect }).min(1, TWO_FACTOR_MESSAGES.passwordIncorrect).max(1024, TWO_FACTOR_MESSAGES.passwordIncorrect).optional(),
  code,
});

export type SecondFactorInput = z.infer<typeof secondFactorSchema>;
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** GET /api/users/two-factor. */
export const twoFactorStatusSchema = z.strictObject({ enabled: z.boolean(), required: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/users/two-factor/setup: what the authenticator app needs (the QR code is an SVG data URL). */
export const twoFactorSetupSchema = z.strictObject({ secret: z.string(), uri: z.string(), qr: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/users/two-factor/confirm: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/login's answer when the password was right and a code is still needed. */
export type SecondFactorPending = { secondFactor: true };
