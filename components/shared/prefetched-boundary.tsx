"use client";
// The reads a server page made, handed to React Query in the browser (docs/decisions.md "Prefetched
// reads travel compact"): the page sends each read as [query key, answer] with one read time, and
// this boundary rebuilds React Query's dehydrated form here, so the first HTML does not carry its
// dozen bookkeeping fields for every query. Hydration itself is React Query's (HydrationBoundary):
// a query the cache holds newer data for keeps it.
import { HydrationBoundary, hashKey, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import { useMemo } from "react";

/** One read of a server page: its query key and the answer. */
export type PrefetchedQuery = readonly [key: QueryKey, data: unknown];

/** What React Query's `dehydrate` gives for a client holding `queries`, all read at `at` (epoch ms). */
export function dehydratedState(at: number, queries: readonly PrefetchedQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(([queryKey, data]) => ({
      dehydratedAt: at,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: at,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: "success",
        fetchStatus: "idle",
      },
      queryKey,
      queryHash: hashKey(queryKey),
    })),
  };
}

type Props = { at: number; queries: readonly PrefetchedQuery[]; children: React.ReactNode };

export function PrefetchedBoundary({ at, queries, children }: Props) {
  const state = useMemo(() => dehydratedState(at, queries), [at, queries]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
