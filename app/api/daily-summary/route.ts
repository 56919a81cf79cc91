import { unauthorized } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { getDailySummary } from "@/lib/services/daily-summary/get-daily-summary";

// GET /api/daily-summary - what the caller's previous journal day brought, whether the popup is due, the tasks that would carry over
export const GET = withAuth(async ({ user }) => {
  const summary = await getDailySummary(user);
  if (!summary) throw unauthorized(); // the member was deleted since the session check
  return summary;
});
