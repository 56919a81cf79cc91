import { unauthorized } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { listBadgeProgress } from "@/lib/services/badges/list-badge-progress";

// GET /api/badges - every badge of the catalogue: earned with its date, or locked with the caller's progress
export const GET = withAuth(async ({ user }) => {
  const badges = await listBadgeProgress(user.id);
  if (!badges) throw unauthorized(); // the member was deleted since the session check
  return badges;
});
