import { requirePageUser } from "@/lib/auth/server";
import { CalendarClient } from "@/components/calendar/calendar-client";
import { Prefetched } from "@/components/shared/prefetched";
import { historyKeys } from "@/lib/client/history-keys";
import { monthOf } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { getStats } from "@/lib/services/stats/get-stats";
import { listJournalDays } from "@/lib/services/journal/list-journal-days";
import { getJournalDay } from "@/lib/services/journal/get-journal-day";

export const metadata = { title: "Calendar" };

// The member's today comes from the server (their time zone). The year, this month and today's
// pages are read through the API's own services and hydrated into React Query, so the first HTML
// holds the calendars at their final size: nothing moves when the browser takes over (CLS, docs/decisions.md "Route spinners sit in a screen-high box").
export default async function CalendarPage() {
  const user = await requirePageUser();
  const now = new Date();
  const today = memberDay(now, user.timeZone, user.dayStartHour);
  const month = monthOf(today);
  const [year, days, pages] = await Promise.all([getStats(user, "year"), listJournalDays(user, month), getJournalDay(user.id, today)]);
  return (
    <Prefetched
      at={now}
      queries={[
        [historyKeys.stats("year"), year],
        [historyKeys.month(month), days],
        [historyKeys.day(today), pages],
      ]}
    >
      <CalendarClient today={today} />
    </Prefetched>
  );
}
