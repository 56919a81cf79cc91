"use client";
// The coach's inbox (docs/product/conversations.md#the-coachs-inbox): its pages (searched and
// filtered on the server; the team switcher's filter rides on every /api/admin call), the median
// reply times, one member's conversation (polled while visible), reply, seen and "Done", and the
// coach's own "Push me new messages".
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite } from "@/lib/client/api";
import type { ConversationDto, InboxDto, MessagePushDto, ReplyTimesDto } from "@/lib/schemas/conversations";
import { CONVERSATION_POLL_MS } from "@/lib/client/use-conversation";

export const INBOX_POLL_MS = 15_000;
const inboxKey = ["/api/admin/conversations"] as const;

export function useInboxPage(q: string, view: "open" | "done", cursor: string | null) {
  const params = new URLSearchParams({ view, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
  return useQuery({
    queryKey: [...inboxKey, { q, view, cursor }],
    queryFn: () => apiGet<InboxDto>(`/api/admin/conversations?${params}`) as Promise<InboxDto>,
    refetchInterval: INBOX_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

export function useReplyTimes() {
  return useQuery({
    queryKey: ["/api/admin/conversations/reply-times"],
    queryFn: () => apiGet<ReplyTimesDto>("/api/admin/conversations/reply-times") as Promise<ReplyTimesDto>,
    refetchInterval: 60_000,
  });
}

export function useStaffConversation(userId: number) {
  return useQuery({
    queryKey: [...inboxKey, "member", userId],
    queryFn: () => apiGet<ConversationDto & { username: string }>(`/api/admin/conversations/${userId}`) as Promise<ConversationDto & { username: string }>,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

export function useConversationActions(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKey });
  return {
    reply: useMutation({
      mutationFn: (m: { body: string; key: string }) => apiWrite("POST", `/api/admin/conversations/${userId}/messages`, { body: m.body }, { headers: { "Idempotency-Key": m.key } }),
      onSuccess: refresh,
    }),
    seen: useMutation({ mutationFn: (upTo: number) => apiWrite("POST", `/api/admin/conversations/${userId}/seen`, { upTo }) }),
    done: useMutation({ mutationFn: (done: boolean) => apiWrite("POST", `/api/admin/conversations/${userId}/done`, { done }), onSuccess: refresh }),
  };
}

export const messagePushKey = ["/api/admin/conversations/push-preference"] as const;

export function useMessagePush() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messagePushKey,
    queryFn: () => apiGet<MessagePushDto>("/api/admin/conversations/push-preference") as Promise<MessagePushDto>,
  });
  const set = useMutation({
    mutationFn: (on: boolean) => apiWrite<MessagePushDto>("PUT", "/api/admin/conversations/push-preference", { on }),
    onSuccess: (data) => queryClient.setQueryData(messagePushKey, data),
  });
  return { query, set };
}
