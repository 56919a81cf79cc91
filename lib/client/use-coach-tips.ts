"use client";
// The coach tips the banner rotates through (GET /api/coach-tips); they never change in a visit.
// `enabled`: the banner reads them once the page is idle (the page sends the first one).
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query/query-keys";
import type { CoachTipDto } from "@/lib/schemas/journal";

export const useCoachTips = (enabled = true) => useQuery<CoachTipDto[]>({ queryKey: queryKeys.coachTips, staleTime: Infinity, enabled });
