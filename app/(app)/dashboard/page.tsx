import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { DashboardClient } from "@/components/dashboard/dashboard-client";
import { requirePageUser } from "@/lib/auth/server";
import { getQueryClient } from "@/lib/client/query-client";
import { queryKeys } from "@/lib/client/query-keys";
import { localDate } from "@/lib/domain/day";
import { listCoachTips } from "@/lib/services/coach-tips/list-coach-tips";
import { getDashboardData } from "@/lib/services/journal/get-dashboard-data";

export const metadata = { title: "Dashboard" };

// The member's goals, tasks and journal are read through the same services as the API and
// hydrated into React Query, so the first HTML already shows them and nothing is fetched twice.
export default async function DashboardPage() {
  const user = await requirePageUser();
  const now = new Date();
  const [data, tips] = await Promise.all([getDashboardData(user, now), listCoachTips()]);
  const queryClient = getQueryClient();
  queryClient.setQueryData(queryKeys.goals, data.goals);
  queryClient.setQueryData(queryKeys.behavior, data.behavior);
  queryClient.setQueryData(queryKeys.learned, data.learned);
  queryClient.setQueryData(queryKeys.accomplished, data.accomplished);
  queryClient.setQueryData(queryKeys.mindset, data.mindset);
  queryClient.setQueryData(queryKeys.notes, data.notes);
  queryClient.setQueryData(queryKeys.coachTips, tips);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DashboardClient day={{ timeZone: user.timeZone, today: localDate(now, user.timeZone) }} username={user.username} />
    </HydrationBoundary>
  );
}
