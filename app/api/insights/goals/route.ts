import { withAuth } from "@/lib/api/handler";
import { getGoalInsights } from "@/lib/services/insights/get-goal-insights";

// GET /api/insights/goals - {analysis}: deadlines at risk and overdue, on-time record, completion rate
export const GET = withAuth(async ({ user }) => getGoalInsights(user));
