"use client";
// One coach insight card: its statements, each with a "why you see this" line; a refresh button
// that reads it afresh past the server's cache (a failure keeps what is shown and toasts); 'Failed to load ...' with Try Again
// when nothing could be read; the spec's empty text when the server has nothing to say.
import { useState } from "react";
import { AlertCircleIcon, Loader2Icon, RefreshCwIcon } from "lucide-react";
import { INSIGHT_CARDS } from "@/components/insights/insight-kinds";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/client/toast";
import { useInsight, useRefreshInsight, type InsightKind } from "@/lib/client/use-progress";

export function InsightCard({ kind }: { kind: InsightKind }) {
  const text = INSIGHT_CARDS[kind];
  const { data, isError, isFetching, refetch } = useInsight(kind);
  const refreshInsight = useRefreshInsight(kind);
  const [refreshing, setRefreshing] = useState(false);
  const Icon = text.icon;

  const refresh = async () => {
    setRefreshing(true);
    const failed = await refreshInsight().then(
      () => false,
      () => true,
    );
    setRefreshing(false);
    if (failed) toast({ ...text.refreshError, variant: "destructive" });
  };

  return (
    <section data-testid={`insight-${kind}`} aria-labelledby={`insight-${kind}-title`} aria-busy={isFetching} className="flex flex-col rounded-2xl border bg-card p-4 shadow-sm">
      <header className="mb-3 flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gold-100 text-cardinal-800 dark:bg-gold-500/15 dark:text-gold-300">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`insight-${kind}-title`} className="font-bold leading-tight">
            {text.title}
          </h3>
          <p className="text-xs text-muted-foreground">{text.description}</p>
        </div>
        {data && (
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Refresh ${text.title}`} disabled={refreshing} onClick={() => void refresh()}>
            {refreshing ? <Loader2Icon className="animate-spin" /> : <RefreshCwIcon />}
          </Button>
        )}
      </header>
      {!data ? (
        isError ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 py-4 text-center" role="alert">
            <AlertCircleIcon className="size-6 text-destructive" aria-hidden />
            <p className="text-sm font-medium">{text.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <div className="space-y-2" aria-label={`Loading ${text.title}`}>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        )
      ) : data.items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground" data-testid={`insight-${kind}-empty`}>
          {text.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((item) => (
            <li key={item.text} className="text-sm">
              <p className="font-medium">{item.text}</p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                <span className="font-semibold">Why you see this:</span> {item.why}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
