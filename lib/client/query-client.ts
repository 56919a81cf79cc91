// React Query defaults of docs/product/shell-and-sign-in.md#calls-and-their-failures: fresh 2 min, kept 10 min, 3 retries min(1 s x 2^n, 10 s),
// no refetch on focus or mount, no polling. Singleton in the browser, one per request on the
// server (the TanStack Next.js App Router pattern), so requests never share cached data.
import {
  defaultShouldDehydrateQuery,
  isServer,
  QueryClient,
  replaceEqualDeep,
  type QueryFunction,
} from "@tanstack/react-query";
import { apiGet, fallbackFor, isOfflineFallback } from "@/lib/client/api";
import { pathOf } from "@/lib/query/query-keys";

export const QUERY_DEFAULTS = {
  staleTimeMs: 2 * 60_000,
  gcTimeMs: 10 * 60_000,
  retries: 3,
  retryBaseMs: 1000,
  retryCapMs: 10_000,
} as const;

export const queryRetryDelay = (attemptIndex: number) =>
  Math.min(QUERY_DEFAULTS.retryBaseMs * 2 ** attemptIndex, QUERY_DEFAULTS.retryCapMs);

/** Keys are API paths, so a query without its own queryFn reads its key's path. */
export const pathQueryFn: QueryFunction = async ({ queryKey }) => {
  const path = pathOf(queryKey);
  return (await apiGet(path)) ?? fallbackFor(path);
};

/** An empty answer given because the server was unreachable never replaces data already shown. */
export function keepDataWhenOffline(previous: unknown, next: unknown): unknown {
  if (previous !== undefined && isOfflineFallback(next)) return previous;
  return replaceEqualDeep(previous, next);
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: pathQueryFn,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: QUERY_DEFAULTS.retries,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchInterval: false,
        structuralSharing: keepDataWhenOffline,
      },
      dehydrate: {
        // Server prefetches that are still pending stream to the client too.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
