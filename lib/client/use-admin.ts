"use client";
// Admin panel data (02-widgets-admin-profile s7): sending notifications. The user reads and
// deletes are in use-admin-users.ts, the Message Center's in use-admin-notifications.ts.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { NotificationContentInput } from "@/lib/schemas/admin";

export type SendTarget = { mode: "single" | "multiple"; userIds: number[] } | { mode: "all" };

/** Multiple recipients: one call per user, in parallel (02 s7). Resolves with the failures. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, content }: { target: SendTarget; content: NotificationContentInput }) => {
      if (target.mode === "all") {
        await apiWrite("POST", "/api/admin/send-notification-to-all", content);
        return { failures: [] as unknown[] };
      }
      const results = await Promise.allSettled(target.userIds.map((userId) => apiWrite("POST", "/api/admin/send-notification", { ...content, userId })));
      return { failures: results.flatMap((r) => (r.status === "rejected" ? [r.reason] : [])) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications }),
  });
}
