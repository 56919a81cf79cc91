// What a widget's chunk shows while it loads (02 s2 "A loading skeleton shows while data loads").
import { Skeleton } from "@/components/ui/skeleton";

export function WidgetSkeleton() {
  return (
    <div role="status" aria-label="Loading widget" className="space-y-3" data-testid="widget-skeleton">
      <Skeleton className="mx-auto h-24 w-48 rounded-xl" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}
