import { unauthorized } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { LIMITS } from "@/lib/constants";
import { profileUpdateSchema } from "@/lib/schemas/user";
import { parseFormBody } from "@/lib/api/parse";
import { getCurrentUser } from "@/lib/services/users/get-current-user";
import { updateProfile } from "@/lib/services/users/update-profile";

/** Room for the largest allowed picture plus the other fields. */
const BODY_LIMIT = LIMITS.profilePictureBytes + 16 * 1024;

// PATCH /api/users/profile - change the caller's username, picture or time zone; answers the updated user
export const PATCH = withAuth(async ({ req, user }) => {
  await updateProfile(user.id, await parseFormBody(req, profileUpdateSchema, BODY_LIMIT));
  const current = await getCurrentUser(user.id);
  if (!current) throw unauthorized();
  return current;
});
