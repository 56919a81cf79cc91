"use client";
// Writes may answer with `pointsAwarded`: the header's points then need the fresh user.
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/client/query-keys";

export type MaybeAwarded = { pointsAwarded?: number } | null | undefined | void;

export function pointsAwarded(response: unknown): number {
  const points = (response as { pointsAwarded?: unknown } | null | undefined)?.pointsAwarded;
  return typeof points === "number" ? points : 0;
}

/** Refetches the current user when a write earned points. */
export function refreshUserIfAwarded(queryClient: QueryClient, response: unknown): void {
  if (pointsAwarded(response) > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
}
