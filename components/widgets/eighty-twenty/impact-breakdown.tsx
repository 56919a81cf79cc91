"use client";
// The percentage breakdown of tasks by impact (docs/product/widgets.md#eighty-twenty), rounded, as one stacked bar and a legend.
import { cn } from "@/lib/utils";
import { IMPACT_LABELS, impactBreakdown } from "./rules";
import { IMPACTS, type EightyTwentyTask, type Impact } from "./storage";

export const IMPACT_COLORS: Record<Impact, string> = {
  high: "bg-cardinal-700 dark:bg-cardinal-600",
  medium: "bg-gold-500",
  low: "bg-slate-400 dark:bg-slate-500",
};

export function ImpactBreakdown({ tasks }: { tasks: EightyTwentyTask[] }) {
  const shares = impactBreakdown(tasks);
  return (
    <div className="space-y-1.5" data-testid="eighty-twenty-breakdown">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        {IMPACTS.map((impact) => (
          <div key={impact} className={IMPACT_COLORS[impact]} style={{ width: `${shares[impact]}%` }} />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Tasks by impact">
        {IMPACTS.map((impact) => (
          <li key={impact} className="flex items-center gap-1.5">
            <span className={cn("size-2.5 rounded-full", IMPACT_COLORS[impact])} aria-hidden />
            {IMPACT_LABELS[impact]}: <span className="font-medium text-foreground tabular-nums">{shares[impact]}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
