"use client";
// What points affect, in one list used by every award path (docs/decisions.md "Fair points and sessions"): writes that answer with
// `pointsAwarded` (goals, tasks, journal, mindset, widget achievements) and anything else that may
// move points refresh the same reads: the header's user, the progress panel, the badges, the
// points history and today's widget points.
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query/query-keys";

export function pointsAwarded(response: unknown): number {
  const points = (response as { pointsAwarded?: unknown } | null | undefined)?.pointsAwarded;
  return typeof points === "number" ? points : 0;
}

/** The reads that show points, badges or progress. */
export const AWARD_KEYS = [queryKeys.user, queryKeys.progress, queryKeys.badges, queryKeys.pointsHistory, queryKeys.widgetPoints] as const;

/** Reads again everything points affect. */
export function refreshAfterAward(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(AWARD_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Refreshes what points affect when a write earned points or took some back. */
export function refreshUserIfAwarded(queryClient: QueryClient, response: unknown): void {
  if (pointsAwarded(response) !== 0) void refreshAfterAward(queryClient);
}
