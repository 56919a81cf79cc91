import { DashboardClient } from "@/components/dashboard/dashboard-client";
import { Prefetched } from "@/components/shared/prefetched";
import { requirePageUser } from "@/lib/auth/server";
import { queryKeys } from "@/lib/query/query-keys";
import { optionalRead } from "@/lib/query/optional-read";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { firstCoachTip } from "@/lib/services/coach-tips/list-coach-tips";
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
  const [data, firstTip, progress, badges, goalInsights, progressInsights, behaviorInsights] = await Promise.all([
    getDashboardData(user, now),
    firstCoachTip(),
    optional(getProgress(user, now)),
    optional(listBadgeProgress(user.id)),
    // From the insight cache (5 min / 60 min / 24 h): a reload does not recompute them.
    optional(cachedInsight("goals", user, now, () => getGoalInsights(user, now))),
    optional(cachedInsight("progress", user, now, () => getProgressInsights(user, now))),
    optional(cachedInsight("behavior", user, now, () => getBehaviorInsights(user, now))),
  ]);
  return (
    <Prefetched
      at={now}
      queries={[
        [queryKeys.goals, data.goals],
        [queryKeys.behavior, data.behavior],
        [queryKeys.learned, data.learned],
        [queryKeys.accomplished, data.accomplished],
        [queryKeys.mindset, data.mindset],
        [queryKeys.notes, data.notes],
        // The progress area's reads: one that failed (undefined) is left to the browser (its card
        // shows the load failure with Try Again) instead of failing the whole dashboard.
        [queryKeys.progress, progress],
        [queryKeys.badges, badges],
        [queryKeys.goalInsights, goalInsights],
        [queryKeys.progressInsights, progressInsights],
        [queryKeys.behaviorInsights, behaviorInsights],
      ]}
    >
      <DashboardClient day={{ timeZone: user.timeZone, today: memberDay(now, user.timeZone, user.dayStartHour) }} username={user.username} firstTip={firstTip} />
    </Prefetched>
  );
}
