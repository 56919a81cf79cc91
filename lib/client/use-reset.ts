"use client";
// The journal reset calls (docs/product/journal-and-reset.md#the-reset-dialog, #the-daily-reset): POST /api/force-reset
// resets only when due (the dialog that opens by itself), POST /api/manual-reset always.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { EMPTY_BEHAVIOR, EMPTY_MINDSET, EMPTY_NOTE } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/query/query-keys";
import type { Goal } from "@/lib/client/use-goals";
import { isTaskType } from "@/lib/domain/goal-slots";
import type { ResetResult } from "@/lib/schemas/reset";

export type ResetMode = "auto" | "manual";
export type { ResetResult };

export const RESET_PATHS: Record<ResetMode, string> = { auto: "/api/force-reset", manual: "/api/manual-reset" };

export const DAILY_QUERY_KEYS = [
  queryKeys.goals,
  queryKeys.behavior,
  queryKeys.learned,
  queryKeys.accomplished,
  queryKeys.mindset,
  queryKeys.notes,
] as const;

/** What shows the streak or the points a reset gives (one streak everywhere: docs/decisions.md "Fair streaks"). */
export const STREAK_QUERY_KEYS = [queryKeys.user, queryKeys.progress, queryKeys.badges, queryKeys.streak] as const;

/** The call alone, for the sync layer (outside React); screens use useResetJournal. */
export const requestJournalReset = (mode: ResetMode) => apiWrite<ResetResult>("POST", RESET_PATHS[mode]);

/**
 * After a reset: the daily sections show empty at once (SMART and main goals stay), then every
 * daily query, the user (streak, points, resetDue) and what else shows the streak are fetched again.
 */
function refreshAfterReset(queryClient: QueryClient, result: ResetResult): Promise<unknown> {
  if (result.resetPerformed) {
    queryClient.setQueryData<Goal[]>(queryKeys.goals, (list) => list?.filter((g) => !isTaskType(g.type)));
    queryClient.setQueryData(queryKeys.behavior, { ...EMPTY_BEHAVIOR });
    queryClient.setQueryData(queryKeys.mindset, { ...EMPTY_MINDSET });
    queryClient.setQueryData(queryKeys.notes, { ...EMPTY_NOTE });
    queryClient.setQueryData(queryKeys.learned, []);
    queryClient.setQueryData(queryKeys.accomplished, []);
  }
  // The streak the reset gave is read by the header (user), the badges' progress and the streak
  // view: all again, also those whose panel is not mounted yet (mounting does not refetch).
  return Promise.all([
    ...DAILY_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...STREAK_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: "all" })),
  ]);
}

/** Resets the journal; the daily sections empty at once, their refetch runs on after the mutation settles. */
export function useResetJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestJournalReset,
    onSuccess: (result) => void refreshAfterReset(queryClient, result),
  });
}
