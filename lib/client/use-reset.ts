"use client";
// The journal reset calls (01-core s4 "Journal reset", 03-decisions): POST /api/force-reset
// resets only when due (the dialog that opens by itself), POST /api/manual-reset always.
import type { QueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { EMPTY_BEHAVIOR, EMPTY_MINDSET, EMPTY_NOTE } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/client/query-keys";
import type { Goal } from "@/lib/client/use-goals";

export type ResetMode = "auto" | "manual";
export type ResetResult = { success: boolean; resetPerformed: boolean; streak?: number; pointsAwarded?: number };

export const RESET_PATHS: Record<ResetMode, string> = { auto: "/api/force-reset", manual: "/api/manual-reset" };

export const DAILY_QUERY_KEYS = [
  queryKeys.goals,
  queryKeys.behavior,
  queryKeys.learned,
  queryKeys.accomplished,
  queryKeys.mindset,
  queryKeys.notes,
] as const;

const isTask = (goal: Goal) => goal.type.startsWith("task");

export function resetJournal(mode: ResetMode): Promise<ResetResult> {
  return apiWrite<ResetResult>("POST", RESET_PATHS[mode]);
}

/**
 * After a reset: the daily sections show empty at once (SMART and main goals stay), then every
 * daily query and the user (streak, points, resetDue) are fetched again.
 */
export async function refreshAfterReset(queryClient: QueryClient, result: ResetResult): Promise<void> {
  if (result.resetPerformed) {
    queryClient.setQueryData<Goal[]>(queryKeys.goals, (list) => list?.filter((g) => !isTask(g)));
    queryClient.setQueryData(queryKeys.behavior, { ...EMPTY_BEHAVIOR });
    queryClient.setQueryData(queryKeys.mindset, { ...EMPTY_MINDSET });
    queryClient.setQueryData(queryKeys.notes, { ...EMPTY_NOTE });
    queryClient.setQueryData(queryKeys.learned, []);
    queryClient.setQueryData(queryKeys.accomplished, []);
  }
  await Promise.all(
    [...DAILY_QUERY_KEYS, queryKeys.user].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
