"use client";
// The member's history reads for /calendar and /stats (keys: history-keys).
import { useQuery } from "@tanstack/react-query";
import { historyKeys } from "@/lib/client/history-keys";
import type { JournalDayDto, JournalDaySummary } from "@/lib/schemas/journal";
import type { StatsDto, StatsRange } from "@/lib/schemas/stats";

export const useStats = (range: StatsRange) => useQuery<StatsDto | null>({ queryKey: historyKeys.stats(range) });

export const useJournalMonth = (month: string) => useQuery<JournalDaySummary[] | null>({ queryKey: historyKeys.month(month) });

export const useJournalDay = (date: string | null) =>
  useQuery<JournalDayDto | null>({ queryKey: historyKeys.day(date ?? ""), enabled: date !== null });
