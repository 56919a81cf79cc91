"use client";
// The session query: refetched on window focus, never retried (01-core s7).
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Session } from "@/lib/client/types";

export const fetchSession = () => apiGet<Session>("/api/session", { returnNull: true });

export function useSession() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: fetchSession,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
