"use client";
// The current user, read only while a session exists (docs/product/shell-and-sign-in.md#calls-and-their-failures).
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query/query-keys";
import type { CurrentUser } from "@/lib/schemas/user";
import { useSession } from "@/lib/client/use-session";

export function useCurrentUser() {
  const session = useSession();
  return useQuery<CurrentUser | null>({ queryKey: queryKeys.user, enabled: !!session.data });
}
