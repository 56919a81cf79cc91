import { withAuth } from "@/lib/api/handler";
import { cachedInsight, wantsFresh } from "@/lib/services/insights/insight-cache";
import { getProgressInsights } from "@/lib/services/insights/get-progress-insights";

// GET /api/insights/progress?refresh=1 - {summary}: task completion trend, best and worst weekday, streak, points trend;
// served from the server's insight cache unless refresh=1
export const GET = withAuth(async ({ req, user }) => {
  const now = new Date();
  return cachedInsight("progress", user, now, () => getProgressInsights(user, now), { fresh: wantsFresh(req) });
});
