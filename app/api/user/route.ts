import { unauthorized } from "@/lib/errors";
import { withSessionKey } from "@/lib/api/handler";
import { getCurrentUser } from "@/lib/services/users/get-current-user";

// GET /api/user - the signed-in member (also served as GET /api/users/me); the session check is
// part of the read's one statement.
export const GET = withSessionKey(async ({ session }) => {
  const current = await getCurrentUser(session.id, new Date(), session);
  if (!current) throw unauthorized();
  return current;
});
