// The profile and password messages (docs/product/profile.md#profile-information), in a zod-free module so /profile's first-load
// script carries no zod (docs/decisions.md "zod stays out of first-load code"). lib/schemas/user re-exports them.
import { LIMITS } from "@/lib/constants";

export const USER_MESSAGES = {
  currentPasswordRequired: "Please enter your current password.",
  newPasswordRequired: "Please enter a new password.",
  newPasswordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long.`,
  newPasswordTooLong: `Password must be at most ${LIMITS.passwordMax} characters long.`,
  passwordsMismatch: "New passwords do not match.",
  currentPasswordIncorrect: "Current password is incorrect",
  noChangesTitle: "No Changes",
  noChanges: "No changes were made to your profile.",
  pictureFormat: "Profile picture must be a JPEG, PNG or WebP image",
  pictureTooLarge: `Profile picture must be at most ${Math.floor(LIMITS.profilePictureBytes / 1000)} KB`,
  timeZoneInvalid: "timeZone must be a valid IANA time zone",
} as const;
