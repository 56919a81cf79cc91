// What a widget's chunk shows while it loads (docs/product/widgets.md#the-toolkit-panel).
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
