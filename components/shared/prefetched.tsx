// A server page's or layout's reads for React Query in the browser: `queries` as [query key,
// answer], read from `at` on; a read that failed (undefined, lib/query/optional-read) is left out,
// so the browser reads it itself. Server components only.
import { PrefetchedBoundary, type PrefetchedQuery } from "@/components/shared/prefetched-boundary";

type Props = { at: Date; queries: readonly PrefetchedQuery[]; children: React.ReactNode };

export function Prefetched({ at, queries, children }: Props) {
  const read = queries.filter(([, data]) => data !== undefined);
  return (
    <PrefetchedBoundary at={at.getTime()} queries={read}>
      {children}
    </PrefetchedBoundary>
  );
}
