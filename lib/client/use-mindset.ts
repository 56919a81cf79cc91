"use client";
// Today's mindset exercises: GET/POST /api/mindset (POST takes any subset of the fields).
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { refreshUserIfAwarded } from "@/lib/client/award";
import { EMPTY_MINDSET } from "@/lib/client/fallbacks";
import { queryKeys } from "@/lib/client/query-keys";
import type { MindsetDto, MindsetInput } from "@/lib/schemas/journal";

export type MindsetFields = typeof EMPTY_MINDSET;
export type MindsetTexts = Pick<MindsetFields, "visualization" | "selfTalk" | "focus">;
export type MindsetFlags = Pick<MindsetFields, "isVisualizationCompleted" | "isSelfTalkCompleted" | "isFocusCompleted">;

export const fetchMindset = async (): Promise<MindsetFields> =>
  (await apiGet<MindsetDto>("/api/mindset")) ?? { ...EMPTY_MINDSET };

export function useMindset() {
  return useQuery({ queryKey: queryKeys.mindset, queryFn: fetchMindset });
}

export const allMindsetDone = (flags: MindsetFlags) =>
  flags.isVisualizationCompleted && flags.isSelfTalkCompleted && flags.isFocusCompleted;

/** Saves the fields sent; answers the merged row the server holds. */
export async function saveMindset(queryClient: QueryClient, fields: MindsetInput): Promise<MindsetFields> {
  const saved = await apiWrite<MindsetDto & { pointsAwarded?: number }>("POST", "/api/mindset", fields);
  queryClient.setQueryData<MindsetFields>(queryKeys.mindset, (old) => ({ ...EMPTY_MINDSET, ...old, ...fields }));
  refreshUserIfAwarded(queryClient, saved);
  return { ...EMPTY_MINDSET, ...saved };
}
