"use client";
// Admin panel data (docs/product/admin-and-coach.md#sending-notifications): sending notifications and following a send's
// progress. The user reads and deletes are in use-admin-users.ts, the Message Center's in
// use-admin-notifications.ts.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { NotificationContentInput, sendProgressDtoSchema } from "@/lib/schemas/admin";

export type SendTarget = { mode: "single" | "multiple"; userIds: number[] } | { mode: "all" };
export type SendProgressDto = z.infer<typeof sendProgressDtoSchema>;

/** How often the card asks for a send's progress while it is delivered. */
export const SEND_PROGRESS_POLL_MS = 1000;

/**
 * One submission of the Send Notification form (docs/decisions.md "The job queue"). `key` is made
 * once per submission and sent as the Idempotency-Key with every attempt, so retries are the same
 * send; multiple recipients: one call per user, in parallel (docs/product/admin-and-coach.md#sending-notifications), each keyed `key:userId`.
 * Resolves with the failures and the ids of the accepted sends.
 */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, content, key }: { target: SendTarget; content: NotificationContentInput; key: string }) => {
      if (target.mode === "all") {
        const { sendId } = await apiWrite<{ sendId: number }>("POST", "/api/admin/send-notification-to-all", content, { headers: { "Idempotency-Key": key } });
        return { failures: [] as unknown[], sendIds: [sendId] };
      }
      const results = await Promise.allSettled(
        target.userIds.map((userId) => apiWrite<{ sendId: number }>("POST", "/api/admin/send-notification", { ...content, userId }, { headers: { "Idempotency-Key": `${key}:${userId}` } })),
      );
      return {
        failures: results.flatMap((r) => (r.status === "rejected" ? [r.reason] : [])),
        sendIds: results.flatMap((r) => (r.status === "fulfilled" ? [r.value.sendId] : [])),
      };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications }),
  });
}

/** A send's progress, asked again every second until it is done. */
export function useSendProgress(sendId: number | null) {
  return useQuery<SendProgressDto>({
    queryKey: [`/api/admin/sends/${sendId}`],
    enabled: sendId !== null,
    refetchInterval: (query) => (query.state.data?.status === "done" ? false : SEND_PROGRESS_POLL_MS),
  });
}
