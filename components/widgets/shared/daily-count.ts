// Repeatable small widget actions earn for a limited number a local day, then 0 (docs/decisions.md
// "Fair points and sessions"): the server cannot see widget data, so each widget keeps the day's
// counts in its own browser-local state and its rules ask here before awarding. A count is of
// awards given: deleting an item does not give its count back (add-delete loops earn nothing more).
import * as z from "zod/mini";
import type { LocalDate } from "@/lib/domain/day";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";

/** How many awards of each kind a day earns; more earn 0 (no award is sent). */
export const WIDGET_DAILY_LIMITS = {
  gtdCapture: 10,
  gtdClarify: 10,
  gtdComplete: 10,
  buffettGoal: 10,
  buffettComplete: 10,
  batchingTask: 10,
  batchingDone: 10,
  kanbanStart: 10,
  kanbanComplete: 10,
  kanbanClear: 3,
  /** Batch Complete: once a day for each category (the kind is `batch:<category id>`). */
  batch: 1,
} as const;

export type DailyKind = keyof typeof WIDGET_DAILY_LIMITS;

export const dailyCountsSchema = z.object({ date: z.string(), counts: z.record(z.string(), z.int().check(z.minimum(0))) });
export type DailyCounts = z.infer<typeof dailyCountsSchema>;

/** Counts one award of `kind` (`limit` a day) on `today`: whether it earns, and the counts to keep. */
export function countDaily(daily: DailyCounts | undefined, kind: string, limit: number, today: LocalDate): { earns: boolean; daily: DailyCounts } {
  const counts = daily?.date === today ? daily.counts : {};
  const n = counts[kind] ?? 0;
  if (n >= limit) return { earns: false, daily: { date: today, counts } };
  return { earns: true, daily: { date: today, counts: { ...counts, [kind]: n + 1 } } };
}

/**
 * The state with the award counted, and the award when the day's count still earns it.
 * `sub` names one thing of a kind counted on its own (Batch Complete's category).
 */
export function dailyAward<S extends { daily?: DailyCounts }>(
  state: S,
  today: LocalDate,
  kind: DailyKind,
  award: WidgetAwardRequest,
  sub?: string,
): { state: S; awards: WidgetAwardRequest[] } {
  const counted = countDaily(state.daily, sub ? `${kind}:${sub}` : kind, WIDGET_DAILY_LIMITS[kind], today);
  return { state: { ...state, daily: counted.daily }, awards: counted.earns ? [award] : [] };
}
