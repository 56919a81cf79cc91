"use client";
// The coach's view (docs/decisions.md "The coach's view"): the glance, a page of the attention
// list (filtered and searched on the server), a member's progress, contacted marks, nudges, and
// the member's own sharing switch.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import { ATTENTION_PAGE, type AttentionReason } from "@/lib/domain/coach";
import type { AttentionPage, CoachSharingDto, GlanceDto, MemberProgressDto, NudgeInput } from "@/lib/schemas/coach";

export type AttentionRequest = { reason: AttentionReason | null; q: string; cursor: string | null; view: "open" | "contacted" };

const EMPTY: AttentionPage = { rows: [], nextCursor: null, total: 0, computedAt: null };

export function attentionPath({ reason, q, cursor, view }: AttentionRequest): string {
  const params = new URLSearchParams({ limit: String(ATTENTION_PAGE.default) });
  if (reason) params.set("reason", reason);
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  if (view === "contacted") params.set("view", view);
  return `/api/admin/coach/attention?${params}`;
}

export const useCoachGlance = () => useQuery<GlanceDto | null>({ queryKey: queryKeys.coachGlance });

export function useAttentionPage(request: AttentionRequest) {
  return useQuery({
    queryKey: [...queryKeys.coachAttention, request],
    queryFn: async () => (await apiGet<AttentionPage>(attentionPath(request))) ?? EMPTY,
    placeholderData: keepPreviousData,
  });
}

export function useMemberProgress(userId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.coachMembers, userId],
    queryFn: () => apiGet<MemberProgressDto>(`/api/admin/coach/members/${userId}`),
    enabled: userId !== null,
  });
}

function useInvalidateCoach() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [queryKeys.coachAttention, queryKeys.coachGlance]) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useMarkContacted() {
  const invalidate = useInvalidateCoach();
  return useMutation({ mutationFn: (userId: number) => apiWrite("POST", "/api/admin/coach/contacts", { userId }), onSettled: invalidate });
}

export function useUndoContacted() {
  const invalidate = useInvalidateCoach();
  return useMutation({ mutationFn: (userId: number) => apiWrite("DELETE", `/api/admin/coach/contacts/${userId}`), onSettled: invalidate });
}

export function useSendNudge() {
  const invalidate = useInvalidateCoach();
  return useMutation({
    // One Idempotency-Key per submission, the same on every attempt of apiWrite: a retried nudge is one send.
    mutationFn: (input: Omit<NudgeInput, "sendPush"> & { sendPush: boolean }) =>
      apiWrite<{ sent: number; matched: number; sendId: number }>("POST", "/api/admin/coach/nudges", input, { headers: { "Idempotency-Key": crypto.randomUUID() } }),
    onSettled: invalidate,
  });
}

export const useCoachSharing = () => useQuery<CoachSharingDto | null>({ queryKey: queryKeys.coachSharing });

export function useSetCoachSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: boolean) => apiWrite<CoachSharingDto>("PUT", "/api/user/coach-sharing", { share }),
    onSuccess: (fresh) => queryClient.setQueryData(queryKeys.coachSharing, fresh),
  });
}
