import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { requirePageUser } from "@/lib/auth/server";
import { StatsClient } from "@/components/stats/stats-client";
import { getQueryClient } from "@/lib/client/query-client";
import { historyKeys } from "@/lib/client/history-keys";
import { getStats } from "@/lib/services/stats/get-stats";

export const metadata = { title: "Stats" };

// The default range (month) is read on the server through the API's own service, so the numbers
// paint at once; the charts load in the browser.
export default async function StatsPage() {
  const user = await requirePageUser();
  const queryClient = getQueryClient();
  queryClient.setQueryData(historyKeys.stats("month"), await getStats(user, "month"));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <StatsClient />
    </HydrationBoundary>
  );
}
