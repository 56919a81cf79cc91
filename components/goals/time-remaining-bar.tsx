// The time-remaining bar of an open goal: percent of time left, clamped 0..100.
import { timeRemainingPercent } from "@/lib/domain/goal-labels";
import type { Goal } from "@/lib/client/use-goals";
import { cn } from "@/lib/utils";

export function TimeRemainingBar({ goal, now, className }: { goal: Goal; now: Date; className?: string }) {
  const percent = timeRemainingPercent(goal, now);
  const tone = percent === 0 ? "bg-red-500" : percent < 25 ? "bg-amber-500" : "bg-gradient-to-r from-cardinal-700 to-gold-500";
  return (
    <div
      role="progressbar"
      aria-label="Time remaining"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-1.5 overflow-hidden rounded-full bg-muted", className)}
    >
      <div className={cn("h-full rounded-full transition-[width] duration-500", tone)} style={{ width: `${percent}%` }} />
    </div>
  );
}
