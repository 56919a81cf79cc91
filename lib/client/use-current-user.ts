"use client";
// The current user, read only while a session exists (01-core s7).
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { CurrentUser } from "@/lib/client/types";
import { useSession } from "@/lib/client/use-session";

export const fetchCurrentUser = () => apiGet<CurrentUser>("/api/user");

export function useCurrentUser() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: fetchCurrentUser,
    enabled: !!session.data,
  });
}
