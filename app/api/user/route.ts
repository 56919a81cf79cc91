import { unauthorized } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { getCurrentUser } from "@/lib/services/users/get-current-user";

// GET /api/user - the signed-in member (also served as GET /api/users/me)
export const GET = withAuth(async ({ user }) => {
  const current = await getCurrentUser(user.id);
  if (!current) throw unauthorized();
  return current;
});
