"use client";
// The daily summary (docs/product/points-and-badges.md#daily-summary): GET /api/daily-summary only while the member has showDailySummary,
// cached 5 minutes; POST /api/daily-summary/seen {userId} then /api/user is refreshed (a failure
// is only logged, docs/product/points-and-badges.md#daily-summary); POST /api/daily-summary/carry-over puts the added tasks in the goals cache.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { refreshProgress } from "@/lib/client/use-progress";
import type { GoalDto } from "@/lib/schemas/goals";
import type { CarryOverDto, DailySummaryDto } from "@/lib/schemas/progress";

export const DAILY_SUMMARY_CACHE_MS = 5 * 60_000;

export const useDailySummary = (enabled: boolean) =>
  useQuery<DailySummaryDto | null>({ queryKey: queryKeys.dailySummary, enabled, staleTime: DAILY_SUMMARY_CACHE_MS });

export function useMarkSummarySeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiWrite("POST", "/api/daily-summary/seen", { userId }),
    onSuccess: () => {
      queryClient.setQueryData<DailySummaryDto | null>(queryKeys.dailySummary, (old) => (old ? { ...old, due: false } : old));
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
    onError: (error) => console.error("Failed to mark the daily summary as seen", error),
  });
}

export function useCarryOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite<CarryOverDto>("POST", "/api/daily-summary/carry-over", {}),
    onSuccess: ({ added }) => {
      queryClient.setQueryData<GoalDto[]>(queryKeys.goals, (list = []) => [...list.filter((g) => !added.some((a) => a.type === g.type)), ...added]);
      queryClient.setQueryData<DailySummaryDto | null>(queryKeys.dailySummary, (old) => (old ? { ...old, carryOver: [] } : old));
      // Another tab may have filled slots meanwhile: read today's tasks again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
      refreshProgress(queryClient);
    },
  });
}
