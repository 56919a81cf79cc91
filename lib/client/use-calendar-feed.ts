"use client";
// Profile > Calendar feed (docs/product/calendar-feed.md): the private URL (GET) and a new one that
// revokes it (POST /api/users/calendar-feed).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "@/lib/client/api";
import { queryKeys } from "@/lib/query/query-keys";
import type { CalendarFeedDto } from "@/lib/schemas/calendar-feed";

export const useCalendarFeed = () => useQuery<CalendarFeedDto>({ queryKey: queryKeys.calendarFeed });

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite<CalendarFeedDto>("POST", "/api/users/calendar-feed"),
    onSuccess: (answer) => queryClient.setQueryData<CalendarFeedDto>(queryKeys.calendarFeed, answer),
  });
}
