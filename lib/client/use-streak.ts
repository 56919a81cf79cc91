"use client";
// Fair streaks in the browser (docs/decisions.md "Fair streaks"): the streak view (rest days, day
// start, pauses, freezes), its writes, the travel prompt's answer and the freeze notice. A write
// that can move the member's day (day start, zone) refreshes the current user and the day's data.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { PauseInput, StreakSettingsInput, StreakView, TravelAnswer } from "@/lib/schemas/streak";

export const useStreak = () => useQuery<StreakView>({ queryKey: queryKeys.streak });
/** The streak view once another part of the screen loaded it (never a request of its own). */
export const useLoadedStreak = () => useQuery<StreakView>({ queryKey: queryKeys.streak, enabled: false });

function useStreakWrite<I>(write: (input: I) => Promise<StreakView>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (view) => queryClient.setQueryData(queryKeys.streak, view) });
}

/** Rest days and the day start show at once (a checkbox ticks when clicked); a refusal puts the saved ones back. */
export function useSaveStreakSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StreakSettingsInput) => apiWrite<StreakView>("PUT", "/api/streak/settings", input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.streak });
      const before = queryClient.getQueryData<StreakView>(queryKeys.streak);
      if (before) queryClient.setQueryData<StreakView>(queryKeys.streak, { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => context?.before && queryClient.setQueryData(queryKeys.streak, context.before),
    onSuccess: (view, input) => {
      queryClient.setQueryData(queryKeys.streak, view);
      if (input.dayStartHour !== undefined) void queryClient.invalidateQueries();
    },
  });
}

export const useStartPause = () => useStreakWrite((input: PauseInput) => apiWrite<StreakView>("POST", "/api/streak/pauses", input));

export const useEndPause = () => useStreakWrite((id: number) => apiWrite<StreakView>("POST", `/api/streak/pauses/${id}/end`));

/** "Switch?" answered: either way the zone is not offered again; a switch refreshes everything (a new day). */
export function useAnswerTravel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TravelAnswer) => apiWrite("POST", "/api/streak/travel", answer),
    onSuccess: (_saved, answer) => void queryClient.invalidateQueries(answer.switch ? undefined : { queryKey: queryKeys.user }),
  });
}

export function useClearFreezeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite("DELETE", "/api/streak/freeze-notice"),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
