"use client";
// The coach tips the banner rotates through (GET /api/coach-tips).
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";

export type CoachTip = { id: number; content: string };

export const fetchCoachTips = async () => (await apiGet<CoachTip[]>("/api/coach-tips")) ?? [];

export function useCoachTips() {
  return useQuery({ queryKey: queryKeys.coachTips, queryFn: fetchCoachTips, staleTime: Infinity });
}
