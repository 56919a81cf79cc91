"use client";
// The points history ("how did I earn this?"): the member's ledger from GET /api/points, newest
// first, a page at a time, each row with its source, description, points and local date. Shown
// from the header's points pill and on /profile's Achievements tab. A reversal (an award taken
// back: docs/decisions.md "Fair points and sessions") is marked as such, with its minus points.
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePointsHistory } from "@/lib/client/use-progress";
import { isReversal, sourceLabel } from "@/lib/domain/points";
import { cn } from "@/lib/utils";

const dayLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export function PointsHistory({ className }: { className?: string }) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = usePointsHistory();
  const entries = data?.pages.flatMap((p) => p.entries) ?? [];

  if (isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading points history">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  }
  if (isError && !entries.length) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center" role="alert">
        <p className="text-sm font-medium">Failed to load points history</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!entries.length) {
    return <p className="py-6 text-center text-sm text-muted-foreground">No points yet: complete a task, a goal or a mindset exercise to earn your first.</p>;
  }
  return (
    <div className={cn("space-y-3", className)} data-testid="points-history">
      <ol className="divide-y rounded-xl border">
        {entries.map((e) => (
          <li key={e.id} className="flex items-center gap-3 px-3 py-2.5" data-testid="points-entry" data-reversal={isReversal(e) || undefined}>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={e.description}>
                {e.description}
              </p>
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold">{sourceLabel(e.source)}</span>
                {isReversal(e) && <span className="font-semibold text-amber-700 dark:text-amber-400"> · Reversal</span>} · <time dateTime={e.date}>{dayLabel(e.date)}</time>
              </p>
            </div>
            <span className={cn("shrink-0 text-sm font-bold tabular-nums", e.points > 0 ? "text-emerald-700 dark:text-emerald-400" : "text-muted-foreground")}>
              {e.points > 0 ? `+${e.points}` : e.points}
            </span>
          </li>
        ))}
      </ol>
      {hasNextPage && (
        <Button variant="outline" className="w-full" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden />}
          {isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      )}
    </div>
  );
}
