// "Delete my account" (docs/product/profile.md#delete-my-account: a member can delete their own account, confirmed with their
// password) and "Download my data": the shared rules and messages of the form and the API.
import { z } from "zod";

export const ACCOUNT_MESSAGES = {
  usernameMismatch: "Type your username exactly as shown to confirm.",
  passwordRequired: "Please enter your password.",
  passwordIncorrect: "Password is incorrect",
  lastAdmin: "You are the only administrator. Make another member an administrator before deleting your account.",
  deletedTitle: "Account deleted",
  deleted: "Your account and all of your data have been deleted.",
} as const;

/** POST /api/users/delete-account. */
export const deleteAccountSchema = z
  .object({
    username: z.string({ error: ACCOUNT_MESSAGES.usernameMismatch }).max(64, ACCOUNT_MESSAGES.usernameMismatch),
    // Absent for a member without a password, who proves it is them at the identity provider (lib/services/auth/identity-proof).
    password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1024, ACCOUNT_MESSAGES.passwordIncorrect).optional(),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The confirmation matches when the typed name is the username (surrounding spaces aside). */
export const confirmsUsername = (typed: string, username: string) => typed.trim() === username;

export const EXPORT_FORMATS = ["json", "csv"] as const;
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be json or csv" }).default("json"),
});

/** Where the landing page reads the notice after a deletion: /?notice=account-deleted. */
export const ACCOUNT_DELETED_NOTICE = "account-deleted";
