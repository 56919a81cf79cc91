import { Flame, Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** Streak and points pills of the header. */
export function HeaderStats({ streak, points, className }: { streak: number; points: number; className?: string }) {
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <span
        className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2.5 py-1 text-xs font-semibold text-orange-800 dark:bg-orange-950 dark:text-orange-200"
        title="Streak"
        data-testid="header-streak"
      >
        <Flame className="size-3.5" aria-hidden />
        <span className="sr-only">Streak:</span>
        {streak}
        <span className="hidden sm:inline">{streak === 1 ? " day" : " days"}</span>
      </span>
      <span
        className="bg-gold/25 text-cardinal-800 dark:bg-gold/15 dark:text-gold inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold"
        title="Points"
        data-testid="header-points"
      >
        <Star className="size-3.5 fill-current" aria-hidden />
        <span className="sr-only">Points:</span>
        {points.toLocaleString("en-US")}
        <span className="hidden sm:inline"> pts</span>
      </span>
    </div>
  );
}
