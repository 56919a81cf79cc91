import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Dashboard } from "@/components/dashboard/dashboard";
import { requirePageUser } from "@/lib/auth/server";
import { getQueryClient } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/query/query-keys";
import { optionalRead } from "@/lib/query/optional-read";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { listCoachTips } from "@/lib/services/coach-tips/list-coach-tips";
import { getDashboardData } from "@/lib/services/journal/get-dashboard-data";
import { listBadgeProgress } from "@/lib/services/badges/list-badge-progress";
import { cachedInsight } from "@/lib/services/insights/insight-cache";
import { getBehaviorInsights } from "@/lib/services/insights/get-behavior-insights";
import { getGoalInsights } from "@/lib/services/insights/get-goal-insights";
import { getProgressInsights } from "@/lib/services/insights/get-progress-insights";
import { getProgress } from "@/lib/services/progress/get-progress";

export const metadata = { title: "Dashboard" };

const optional = <T,>(read: Promise<T>) => optionalRead("dashboard", read);

// The member's goals, tasks and journal are read through the same services as the API and
// hydrated into React Query, so the first HTML already shows them and nothing is fetched twice.
export default async function DashboardPage() {
  const user = await requirePageUser();
  const now = new Date();
  const [data, tips, progress, badges, goalInsights, progressInsights, behaviorInsights] = await Promise.all([
    getDashboardData(user, now),
    listCoachTips(),
    optional(getProgress(user, now)),
    optional(listBadgeProgress(user.id)),
    // From the insight cache (5 min / 60 min / 24 h): a reload does not recompute them.
    optional(cachedInsight("goals", user, now, () => getGoalInsights(user, now))),
    optional(cachedInsight("progress", user, now, () => getProgressInsights(user, now))),
    optional(cachedInsight("behavior", user, now, () => getBehaviorInsights(user, now))),
  ]);
  const queryClient = getQueryClient();
  queryClient.setQueryData(queryKeys.goals, data.goals);
  queryClient.setQueryData(queryKeys.behavior, data.behavior);
  queryClient.setQueryData(queryKeys.learned, data.learned);
  queryClient.setQueryData(queryKeys.accomplished, data.accomplished);
  queryClient.setQueryData(queryKeys.mindset, data.mindset);
  queryClient.setQueryData(queryKeys.notes, data.notes);
  queryClient.setQueryData(queryKeys.coachTips, tips);
  // The progress area's reads: one that failed is left to the browser (its card shows the
  // load failure with Try Again) instead of failing the whole dashboard.
  const extras = [
    [queryKeys.progress, progress],
    [queryKeys.badges, badges],
    [queryKeys.goalInsights, goalInsights],
    [queryKeys.progressInsights, progressInsights],
    [queryKeys.behaviorInsights, behaviorInsights],
  ] as const;
  for (const [key, value] of extras) if (value !== undefined) queryClient.setQueryData(key, value);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Dashboard day={{ timeZone: user.timeZone, today: memberDay(now, user.timeZone, user.dayStartHour) }} username={user.username} />
    </HydrationBoundary>
  );
}
