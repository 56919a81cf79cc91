"use client";
// Today's mindset exercises: GET/POST /api/mindset (POST takes any subset of the fields).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import type { JournalWrite } from "@/lib/client/sync/journal-write";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { EMPTY_MINDSET } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/query/query-keys";
import type { MindsetDto, MindsetFlags, MindsetInput } from "@/lib/schemas/journal";
import type { WithPoints } from "@/lib/schemas/goals";

export type MindsetFields = typeof EMPTY_MINDSET;
export type MindsetTexts = Pick<MindsetFields, "visualization" | "selfTalk" | "focus">;

export const useMindset = () => useQuery<MindsetFields>({ queryKey: queryKeys.mindset });

export const allMindsetDone = (flags: MindsetFlags) =>
  flags.isVisualizationCompleted && flags.isSelfTalkCompleted && flags.isFocusCompleted;

/** Saves the fields sent; answers the merged row the server holds (with the points it earned). */
export function useSaveMindset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, madeAt }: JournalWrite<MindsetInput>) => ({
      ...EMPTY_MINDSET,
      // Autosaved: the field keeps its own queue offline (lib/client/use-autosave), not the outbox.
      ...(await apiWrite<WithPoints<MindsetDto>>("POST", "/api/mindset", fields, { outbox: false, madeAt })),
    }),
    onSuccess: (saved, { fields }) => {
      queryClient.setQueryData<MindsetFields>(queryKeys.mindset, (old) => ({ ...EMPTY_MINDSET, ...old, ...fields }));
      refreshUserIfAwarded(queryClient, saved);
    },
  });
}
