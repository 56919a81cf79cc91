import { withAuth } from "@/lib/api/handler";
import { getProgressInsights } from "@/lib/services/insights/get-progress-insights";

// GET /api/insights/progress - {summary}: task completion trend, best and worst weekday, streak, points trend
export const GET = withAuth(async ({ user }) => getProgressInsights(user));
