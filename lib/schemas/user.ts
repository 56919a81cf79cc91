// The current user's shape and the profile / password rules (docs/product/profile.md#profile-information),
// shared by the profile screen and the API.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { isLocalDate, isValidTimeZone } from "@/lib/domain/day";
import { AUTH_MESSAGES, isValidUsername } from "@/lib/schemas/auth";
import { USER_MESSAGES } from "@/lib/schemas/user-messages";

const localDate = z.string().refine(isLocalDate, "a local date YYYY-MM-DD");

/** GET /api/session: the signed-in caller (401 without a session; the browser reads null). */
export const sessionSchema = z.strictObject({ userId: z.number().int(), isAdmin: z.boolean(), username: z.string() });
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/user and GET /api/users/me. */
export const currentUserSchema = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
  timeZone: z.string(),
  lastResetDate: localDate.nullable(),
  streak: z.number().int(),
  xpPoints: z.number().int(),
  /** Earned badge codes, oldest first. */
  badges: z.array(z.string()),
  showDailySummary: z.boolean(),
  /** ISO timestamp. */
  dateCreated: z.iso.datetime({ offset: true }),
  profilePicture: z.string().nullable(),
  /** The member's local date now. */
  today: localDate,
  /** No reset yet, or the last one was before today. */
  resetDue: z.boolean(),
  /** The hour (0-5) the member's day starts (docs/decisions.md "Fair streaks"). */
  dayStartHour: z.number().int(),
  /** Streak freezes kept (0-2). */
  freezes: z.number().int(),
  /** "A freeze kept your 12-day streak" until the member has seen it, else null. */
  freezeNotice: z.string().nullable(),
  /** The device zone the travel prompt was last answered for. */
  travelPromptZone: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export { USER_MESSAGES };

export const PROFILE_PICTURE_PATTERN = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

const profilePicture = z
  .string({ error: USER_MESSAGES.pictureFormat })
  .max(LIMITS.profilePictureBytes, USER_MESSAGES.pictureTooLarge)
  .refine((value) => value === "" || PROFILE_PICTURE_PATTERN.test(value), USER_MESSAGES.pictureFormat)
  .nullable()
  // "" and null both remove the picture.
  .transform((value) => (value ? value : null));

/** PATCH /api/users/profile: only the changed fields. */
export const profileUpdateSchema = z
  .object({
    username: z
      .string({ error: AUTH_MESSAGES.usernameFormat })
      .trim()
      .refine(isValidUsername, AUTH_MESSAGES.usernameFormat)
      .optional(),
    profilePicture: profilePicture.optional(),
    timeZone: z.string({ error: USER_MESSAGES.timeZoneInvalid }).refine(isValidTimeZone, USER_MESSAGES.timeZoneInvalid).optional(),
  })
  .strict();

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/users/change-password. The form also checks the confirmation (see below). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: USER_MESSAGES.currentPasswordRequired })
      .min(1, USER_MESSAGES.currentPasswordRequired)
      .max(1024, USER_MESSAGES.currentPasswordIncorrect)
      // Absent for a member without a password, who proves it is them at the identity provider (lib/services/auth/identity-proof).
      .optional(),
    newPassword: z
      .string({ error: USER_MESSAGES.newPasswordRequired })
      .min(1, USER_MESSAGES.newPasswordRequired)
      .min(LIMITS.passwordMin, USER_MESSAGES.newPasswordTooShort)
      .max(LIMITS.passwordMax, USER_MESSAGES.newPasswordTooLong),
  })
  .strict();

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The Security tab's form: the same rules plus 'New passwords do not match.' */
export const changePasswordFormSchema = z
  .object({ ...changePasswordSchema.shape, confirmPassword: z.string() })
  .strict()
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: USER_MESSAGES.passwordsMismatch,
  });
