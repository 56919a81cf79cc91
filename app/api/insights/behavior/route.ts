import { withAuth } from "@/lib/api/handler";
import { getBehaviorInsights } from "@/lib/services/insights/get-behavior-insights";

// GET /api/insights/behavior - {insights}: repeated behavior themes, reflection frequency, widget use against top tasks
export const GET = withAuth(async ({ user }) => getBehaviorInsights(user));
