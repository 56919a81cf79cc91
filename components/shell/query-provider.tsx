"use client";
// React Query for the signed-in screens only (the signed-out screens make no queries: their
// first-load script stays within budget, docs/decisions.md "Script budgets"). Not useState: on the server every request
// gets its own client, in the browser one singleton survives suspense boundaries and route
// changes (TanStack's App Router pattern), so a sign-in's cache clear reaches it.
import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/client/query-client";

export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
