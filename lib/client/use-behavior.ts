"use client";
// Today's behavior reflection: GET/POST /api/behavior.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import type { JournalWrite } from "@/lib/client/sync/journal-write";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { EMPTY_BEHAVIOR } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/query/query-keys";
import type { BehaviorDto, BehaviorInput } from "@/lib/schemas/journal";
import type { WithPoints } from "@/lib/schemas/goals";

export type BehaviorFields = Pick<BehaviorDto, "continueDoing" | "startDoing" | "stopDoing">;

export const useBehavior = () => useQuery<BehaviorFields>({ queryKey: queryKeys.behavior });

export function useSaveBehavior() {
  const queryClient = useQueryClient();
  return useMutation({
    // Autosaved: the field keeps its own queue offline (lib/client/use-autosave), not the outbox.
    mutationFn: ({ fields, madeAt }: JournalWrite<BehaviorInput>) => apiWrite<WithPoints<BehaviorDto>>("POST", "/api/behavior", fields, { outbox: false, madeAt }),
    onSuccess: (saved, { fields }) => {
      queryClient.setQueryData<BehaviorFields>(queryKeys.behavior, (old) => ({ ...EMPTY_BEHAVIOR, ...old, ...fields }));
      refreshUserIfAwarded(queryClient, saved);
    },
  });
}
