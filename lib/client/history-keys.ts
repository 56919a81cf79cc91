// Query keys of the history reads (/calendar, /stats): the paths they read, with the range,
// month or date in the path (query-keys' rule). No "use client": server pages prefetch with them.
import type { StatsRange } from "@/lib/schemas/stats";

export const historyKeys = {
  stats: (range: StatsRange) => [`/api/stats?range=${range}`] as const,
  month: (month: string) => [`/api/journal/days?month=${month}`] as const,
  day: (date: string) => [`/api/journal/days/${date}`] as const,
};
