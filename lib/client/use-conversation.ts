"use client";
// The member's conversation with their coaches (docs/decisions.md "Conversations"): polled every
// CONVERSATION_POLL_MS while the tab is visible (React Query does not refetch on an interval in a
// hidden tab), the unread count of the shell's "Coach" entry, seen, and a send whose
// Idempotency-Key is made with the draft and kept with it, so a retry after a dropped connection
// (or a reload) is the same message.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiWrite, isOfflineFallback } from "@/lib/client/api";
import type { ConversationDto } from "@/lib/schemas/conversations";
import { conversationKeys } from "@/lib/client/conversation-keys";

export const CONVERSATION_POLL_MS = 4000;
export const UNREAD_POLL_MS = 60_000;


export function useMemberConversation() {
  return useQuery({
    queryKey: conversationKeys.messages,
    queryFn: () => apiGet<ConversationDto>("/api/conversation") as Promise<ConversationDto>,
    refetchInterval: CONVERSATION_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: () => apiGet<{ unread: number }>("/api/conversation/unread") as Promise<{ unread: number }>,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    enabled,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (m: { body: string; key: string; quoteNotificationId?: number }) =>
      apiWrite<{ id: number }>("POST", "/api/conversation/messages", { body: m.body, ...(m.quoteNotificationId ? { quoteNotificationId: m.quoteNotificationId } : {}) }, { headers: { "Idempotency-Key": m.key } }),
    // Kept offline (the outbox's stand-in): shown under the thread as "Sending..." (components/
    // conversations/waiting-messages) without waiting for a read that cannot answer.
    onSuccess: (sent) => (isOfflineFallback(sent) ? undefined : queryClient.invalidateQueries({ queryKey: conversationKeys.messages })),
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => apiWrite<{ seenId: number }>("POST", "/api/conversation/seen", { upTo }),
    onSuccess: () => queryClient.setQueryData(conversationKeys.unread, { unread: 0 }),
  });
}

export async function olderMessages(before: number): Promise<ConversationDto> {
  return (await apiGet<ConversationDto>(`/api/conversation?before=${before}`)) as ConversationDto;
}
