"use client";
// The session query (null when signed out): refetched on window focus, never retried (docs/product/shell-and-sign-in.md#calls-and-their-failures).
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query/query-keys";
import type { Session } from "@/lib/schemas/user";

export function useSession() {
  return useQuery<Session | null>({ queryKey: queryKeys.session, refetchOnWindowFocus: true, retry: false });
}
