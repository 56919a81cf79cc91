"use client";
// Writes may answer with `pointsAwarded`: the header's points then need the fresh user.
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/client/query-keys";

export function pointsAwarded(response: unknown): number {
  const points = (response as { pointsAwarded?: unknown } | null | undefined)?.pointsAwarded;
  return typeof points === "number" ? points : 0;
}

/** What points change: the user (header pills), the progress panel, the badges and the points history. */
const AWARD_KEYS = [queryKeys.user, queryKeys.progress, queryKeys.badges, queryKeys.pointsHistory] as const;

/** Refetches the current user (and the progress reads) when a write earned points or took some back. */
export function refreshUserIfAwarded(queryClient: QueryClient, response: unknown): void {
  if (pointsAwarded(response) !== 0) for (const queryKey of AWARD_KEYS) void queryClient.invalidateQueries({ queryKey });
}
