"use client";
// Today's behavior reflection: GET/POST /api/behavior.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { EMPTY_BEHAVIOR } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/client/query-keys";
import type { BehaviorDto, BehaviorInput } from "@/lib/schemas/journal";

export type BehaviorFields = { continueDoing: string; startDoing: string; stopDoing: string };

export const fetchBehavior = async (): Promise<BehaviorFields> =>
  (await apiGet<BehaviorDto>("/api/behavior")) ?? { ...EMPTY_BEHAVIOR };

export function useBehavior() {
  return useQuery({ queryKey: queryKeys.behavior, queryFn: fetchBehavior });
}

export async function saveBehavior(queryClient: QueryClient, fields: BehaviorInput): Promise<void> {
  const saved = await apiWrite<BehaviorDto & { pointsAwarded?: number }>("POST", "/api/behavior", fields);
  queryClient.setQueryData<BehaviorFields>(queryKeys.behavior, (old) => ({ ...EMPTY_BEHAVIOR, ...old, ...fields }));
  refreshUserIfAwarded(queryClient, saved);
}
