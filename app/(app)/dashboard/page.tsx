import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { DashboardClient } from "@/components/dashboard/dashboard-client";
import { requirePageUser } from "@/lib/auth/server";
import { getQueryClient } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/client/query-keys";
import { localDate } from "@/lib/domain/day";
import { listCoachTips } from "@/lib/services/coach-tips/list-coach-tips";
import { getDashboardData } from "@/lib/services/journal/get-dashboard-data";
import { listBadgeProgress } from "@/lib/services/badges/list-badge-progress";
import { getBehaviorInsights } from "@/lib/services/insights/get-behavior-insights";
import { getGoalInsights } from "@/lib/services/insights/get-goal-insights";
import { getProgressInsights } from "@/lib/services/insights/get-progress-insights";
import { getProgress } from "@/lib/services/progress/get-progress";

export const metadata = { title: "Dashboard" };

// The member's goals, tasks and journal are read through the same services as the API and
// hydrated into React Query, so the first HTML already shows them and nothing is fetched twice.
export default async function DashboardPage() {
  const user = await requirePageUser();
  const now = new Date();
  const [data, tips, progress, badges, goalInsights, progressInsights, behaviorInsights] = await Promise.all([
    getDashboardData(user, now),
    listCoachTips(),
    getProgress(user, now),
    listBadgeProgress(user.id),
    getGoalInsights(user, now),
    getProgressInsights(user, now),
    getBehaviorInsights(user, now),
  ]);
  const queryClient = getQueryClient();
  queryClient.setQueryData(queryKeys.goals, data.goals);
  queryClient.setQueryData(queryKeys.behavior, data.behavior);
  queryClient.setQueryData(queryKeys.learned, data.learned);
  queryClient.setQueryData(queryKeys.accomplished, data.accomplished);
  queryClient.setQueryData(queryKeys.mindset, data.mindset);
  queryClient.setQueryData(queryKeys.notes, data.notes);
  queryClient.setQueryData(queryKeys.coachTips, tips);
  queryClient.setQueryData(queryKeys.progress, progress);
  queryClient.setQueryData(queryKeys.badges, badges);
  queryClient.setQueryData(queryKeys.goalInsights, goalInsights);
  queryClient.setQueryData(queryKeys.progressInsights, progressInsights);
  queryClient.setQueryData(queryKeys.behaviorInsights, behaviorInsights);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DashboardClient day={{ timeZone: user.timeZone, today: localDate(now, user.timeZone) }} username={user.username} />
    </HydrationBoundary>
  );
}
