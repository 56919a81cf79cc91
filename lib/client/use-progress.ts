"use client";
// The member's progress reads (docs/decisions.md "Progress, insights and the daily summary"): the progress panel, the badges, the points history
// (cursor-paged) and the three coach insights with their cache times (docs/product/points-and-badges.md#coach-insights: 5 min, 60 min, 24 h).
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiGet } from "@/lib/client/api";
import { refreshAfterAward } from "@/lib/client/award";
import { pathOf, queryKeys } from "@/lib/query/query-keys";
import { TIMINGS } from "@/lib/constants";
import type {
  BadgesDto,
  BehaviorInsightsDto,
  GoalInsightsDto,
  PointsPageDto,
  ProgressDto,
  ProgressInsightsDto,
} from "@/lib/schemas/progress";

export const useProgress = () => useQuery<ProgressDto | null>({ queryKey: queryKeys.progress });
export const useBadges = () => useQuery<BadgesDto | null>({ queryKey: queryKeys.badges });

/** After anything that may change points, tasks or badges: the panels read again (lib/client/award's one list). */
export function refreshProgress(queryClient: QueryClient): void {
  void refreshAfterAward(queryClient);
}

const progressReads = new WeakMap<QueryClient, { running: boolean; again: boolean }>();

/**
 * The progress panel reads again after a change of what it counts (today's goals, the mindset, the
 * user). Changes that arrive while a read is in flight give ONE more read after it (docs/decisions.md "The progress panel": a
 * journal reset changed the three caches in turn, and each change cancelled the read before and
 * started another: four reads of GET /api/progress within 0.3 s). A change is never missed: the
 * last read always starts after the last change.
 */
export function readProgressAgain(queryClient: QueryClient): void {
  let state = progressReads.get(queryClient);
  if (!state) progressReads.set(queryClient, (state = { running: false, again: false }));
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  const done = () => {
    state.running = false;
    if (!state.again) return;
    state.again = false;
    readProgressAgain(queryClient);
  };
  queryClient.invalidateQueries({ queryKey: queryKeys.progress }).then(done, done);
}

export const POINTS_HISTORY_PAGE = 20;

export function usePointsHistory(enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.pointsHistory,
    queryFn: async ({ pageParam }) =>
      (await apiGet<PointsPageDto>(`/api/points?limit=${POINTS_HISTORY_PAGE}${pageParam ? `&cursor=${pageParam}` : ""}`)) ?? { entries: [], nextCursor: null },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

const MINUTE = 60_000;
/** docs/product/points-and-badges.md#coach-insights: insight caches of 5 minutes, 60 minutes and 24 hours (the server keeps the same). */
export const INSIGHT_CACHE_MS = TIMINGS.insightCacheMs;
export type InsightKind = keyof typeof INSIGHT_CACHE_MS;

type InsightDtos = { goals: GoalInsightsDto; progress: ProgressInsightsDto; behavior: BehaviorInsightsDto };
const INSIGHT_KEYS = { goals: queryKeys.goalInsights, progress: queryKeys.progressInsights, behavior: queryKeys.behaviorInsights } as const;

export function useInsight<K extends InsightKind>(kind: K) {
  const cache = INSIGHT_CACHE_MS[kind];
  return useQuery<InsightDtos[K]>({ queryKey: INSIGHT_KEYS[kind], staleTime: cache, gcTime: Math.max(cache, 10 * MINUTE) });
}

/**
 * The card's refresh button: reads the insight with `?refresh=1`, so the server computes it afresh
 * instead of answering from its cache (docs/decisions.md "Member-facing fixes"). Rejects on failure.
 */
export function useRefreshInsight(kind: InsightKind) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({ queryKey: INSIGHT_KEYS[kind], queryFn: () => apiGet(`${pathOf(INSIGHT_KEYS[kind])}?refresh=1`), staleTime: 0 });
}
