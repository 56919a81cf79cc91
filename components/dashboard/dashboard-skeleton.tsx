// The dashboard's loading skeleton (docs/product/journal-and-reset.md#the-dashboard): the shape of the sections while data loads.
import { Skeleton } from "@/components/ui/skeleton";

export function SectionSkeleton({ rows, tall = false }: { rows: number; tall?: boolean }) {
  return (
    <div className="rounded-2xl border bg-card p-4 sm:p-6">
      <div className="mb-4 flex items-center gap-3">
        <Skeleton className="size-10 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-3 w-72 max-w-full" />
        </div>
      </div>
      <div className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className={tall ? "h-24 w-full" : "h-14 w-full"} />
        ))}
      </div>
    </div>
  );
}

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your journal" className="space-y-6">
      <Skeleton className="h-28 w-full rounded-2xl" />
      <SectionSkeleton rows={4} />
      <SectionSkeleton rows={3} />
      <SectionSkeleton rows={1} tall />
      <div className="grid gap-6 md:grid-cols-2">
        <SectionSkeleton rows={2} />
        <SectionSkeleton rows={2} />
      </div>
      <SectionSkeleton rows={1} tall />
    </div>
  );
}
