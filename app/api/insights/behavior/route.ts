import { withAuth } from "@/lib/api/handler";
import { cachedInsight, wantsFresh } from "@/lib/services/insights/insight-cache";
import { getBehaviorInsights } from "@/lib/services/insights/get-behavior-insights";

// GET /api/insights/behavior?refresh=1 - {insights}: repeated behavior themes, reflection frequency, widget use against top tasks;
// served from the server's insight cache unless refresh=1
export const GET = withAuth(async ({ req, user }) => {
  const now = new Date();
  return cachedInsight("behavior", user, now, () => getBehaviorInsights(user, now), { fresh: wantsFresh(req) });
});
