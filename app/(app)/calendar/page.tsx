import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { requirePageUser } from "@/lib/auth/server";
import { CalendarClient } from "@/components/calendar/calendar-client";
import { getQueryClient } from "@/lib/client/query-client";
import { historyKeys } from "@/lib/client/history-keys";
import { monthOf } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { getStats } from "@/lib/services/stats/get-stats";
import { listJournalDays } from "@/lib/services/journal/list-journal-days";
import { getJournalDay } from "@/lib/services/journal/get-journal-day";

export const metadata = { title: "Calendar" };

// The member's today comes from the server (their time zone). The year, this month and today's
// pages are read through the API's own services and hydrated into React Query, so the first HTML
// holds the calendars at their final size: nothing moves when the browser takes over (CLS, issue 16).
export default async function CalendarPage() {
  const user = await requirePageUser();
  const today = memberDay(new Date(), user.timeZone, user.dayStartHour);
  const month = monthOf(today);
  const [year, days, pages] = await Promise.all([getStats(user, "year"), listJournalDays(user, month), getJournalDay(user.id, today)]);
  const queryClient = getQueryClient();
  queryClient.setQueryData(historyKeys.stats("year"), year);
  queryClient.setQueryData(historyKeys.month(month), days);
  queryClient.setQueryData(historyKeys.day(today), pages);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CalendarClient today={today} />
    </HydrationBoundary>
  );
}
