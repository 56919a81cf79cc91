"use client";
// Accountability partners (docs/product/challenges-and-partners.md#partners): the member's links,
// an invitation, the answer to one, and ending one. Every write reads the list again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { PartnersDto } from "@/lib/schemas/partners";

export const usePartners = () => useQuery<PartnersDto>({ queryKey: queryKeys.partners });

type Change = { kind: "invite"; username: string; goalId: number } | { kind: "accept" | "decline" | "end"; id: number };

export function useChangePartners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      if (change.kind === "invite") return apiWrite("POST", "/api/partners", { username: change.username, goalId: change.goalId });
      if (change.kind === "end") return apiWrite("DELETE", `/api/partners/${change.id}`);
      return apiWrite("POST", `/api/partners/${change.id}/${change.kind}`);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.partners }),
  });
}
