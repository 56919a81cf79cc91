"use client";
// The member's history reads for /calendar and /stats. Keys are the paths they read (query-keys'
// rule), with the range, month or date in the path.
import { useQuery } from "@tanstack/react-query";
import type { JournalDayDto, JournalDaySummary } from "@/lib/schemas/journal";
import type { StatsDto, StatsRange } from "@/lib/schemas/stats";

export const historyKeys = {
  stats: (range: StatsRange) => [`/api/stats?range=${range}`] as const,
  month: (month: string) => [`/api/journal/days?month=${month}`] as const,
  day: (date: string) => [`/api/journal/days/${date}`] as const,
};

export const useStats = (range: StatsRange) => useQuery<StatsDto | null>({ queryKey: historyKeys.stats(range) });

export const useJournalMonth = (month: string) => useQuery<JournalDaySummary[] | null>({ queryKey: historyKeys.month(month) });

export const useJournalDay = (date: string | null) =>
  useQuery<JournalDayDto | null>({ queryKey: historyKeys.day(date ?? ""), enabled: date !== null });
