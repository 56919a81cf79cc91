import { withAuth } from "@/lib/api/handler";
import { cachedInsight, wantsFresh } from "@/lib/services/insights/insight-cache";
import { getGoalInsights } from "@/lib/services/insights/get-goal-insights";

// GET /api/insights/goals?refresh=1 - {analysis}: deadlines at risk and overdue, on-time record, completion rate;
// served from the server's insight cache unless refresh=1
export const GET = withAuth(async ({ req, user }) => {
  const now = new Date();
  return cachedInsight("goals", user, now, () => getGoalInsights(user, now), { fresh: wantsFresh(req) });
});
