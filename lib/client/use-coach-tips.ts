"use client";
// The coach tips the banner rotates through (GET /api/coach-tips); they never change in a visit.
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query/query-keys";
import type { CoachTipDto } from "@/lib/schemas/journal";

export const useCoachTips = () => useQuery<CoachTipDto[]>({ queryKey: queryKeys.coachTips, staleTime: Infinity });
