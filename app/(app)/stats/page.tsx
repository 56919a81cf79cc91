import { requirePageUser } from "@/lib/auth/server";
import { StatsClient } from "@/components/stats/stats-client";
import { Prefetched } from "@/components/shared/prefetched";
import { historyKeys } from "@/lib/client/history-keys";
import { getStats } from "@/lib/services/stats/get-stats";

export const metadata = { title: "Stats" };

// The default range (month) is read on the server through the API's own service, so the numbers
// paint at once; the charts load in the browser.
export default async function StatsPage() {
  const user = await requirePageUser();
  const now = new Date();
  const stats = await getStats(user, "month");
  return (
    <Prefetched at={now} queries={[[historyKeys.stats("month"), stats]]}>
      <StatsClient />
    </Prefetched>
  );
}
