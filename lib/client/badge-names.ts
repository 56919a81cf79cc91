"use client";
// The names of the badges an action just unlocked, read from their 'Badge Unlocked: <name>'
// notifications (which are then not toasted again): every celebration that lists its awards.
import type { QueryClient } from "@tanstack/react-query";
import { markAnnounced } from "@/lib/client/announced-notifications";
import { queryKeys } from "@/lib/query/query-keys";
import { newBadges } from "@/lib/domain/points-breakdown";
import type { NotificationDto } from "@/lib/schemas/notifications";

export async function unlockedBadgeNames(queryClient: QueryClient, count: number): Promise<string[]> {
  if (count <= 0) return [];
  try {
    const list = await queryClient.fetchQuery<NotificationDto[]>({ queryKey: queryKeys.notifications, staleTime: 0 });
    const found = newBadges(list, count);
    markAnnounced(found.ids);
    return found.names;
  } catch {
    return [];
  }
}
