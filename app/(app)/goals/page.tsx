import { GoalsClient } from "@/components/goals/goals-client";
import { Prefetched } from "@/components/shared/prefetched";
import { requirePageUser } from "@/lib/auth/server";
import { queryKeys } from "@/lib/query/query-keys";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { listCompletedGoals } from "@/lib/services/goals/list-completed-goals";
import { listGoals } from "@/lib/services/goals/list-goals";

export const metadata = { title: "Goals" };

// Loaded on demand (the shell shows the centred spinner meanwhile: components/shell/navigation.tsx); the goals are read through
// the API's own services and hydrated into React Query.
export default async function GoalsPage() {
  const user = await requirePageUser();
  const now = new Date();
  const [goals, completed] = await Promise.all([listGoals(user, now), listCompletedGoals(user.id)]);
  return (
    <Prefetched
      at={now}
      queries={[
        [queryKeys.goals, goals],
        [queryKeys.completedGoals, completed],
      ]}
    >
      <GoalsClient day={{ timeZone: user.timeZone, today: memberDay(now, user.timeZone, user.dayStartHour) }} />
    </Prefetched>
  );
}
