import { withAuth } from "@/lib/api/handler";
import { clearFreezeNotice } from "@/lib/services/streak/travel-and-notice";

// DELETE /api/streak/freeze-notice - the caller has seen "A freeze kept your N-day streak"
export const DELETE = withAuth(async ({ user }) => {
  await clearFreezeNotice(user.id);
  return { success: true };
});
