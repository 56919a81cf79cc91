"use client";
// /calendar (03-decisions): the year heatmap with the streaks, the month view, and the chosen
// day's pages read-only. The calendars are loaded on demand so they cost other screens nothing;
// they render on the server from the page's prefetched reads, so the first paint has their final
// size (no layout shift, issue 16).
import { useState } from "react";
import dynamic from "next/dynamic";
import { monthKey, pickerDate } from "@/components/calendar/calendar-rules";
import { Skeleton } from "@/components/ui/skeleton";
import type { LocalDate } from "@/lib/domain/day";
import { useHydrated } from "@/lib/client/use-hydrated";

const YearHeatmap = dynamic(() => import("@/components/calendar/year-heatmap").then((m) => m.YearHeatmap), {
  loading: () => <Skeleton className="h-44 w-full" />,
});
const MonthView = dynamic(() => import("@/components/calendar/month-view").then((m) => m.MonthView), {
  loading: () => <Skeleton className="mx-auto h-80 w-full max-w-sm" />,
});
const DayPages = dynamic(() => import("@/components/calendar/day-pages").then((m) => m.DayPages));

export function CalendarClient({ today }: { today: LocalDate }) {
  const [month, setMonth] = useState(() => pickerDate(today));
  const [selected, setSelected] = useState<LocalDate | null>(today);
  const choose = (date: LocalDate) => {
    setSelected(date);
    if (monthKey(pickerDate(date)) !== monthKey(month)) setMonth(pickerDate(date));
  };
  // data-hydrated: the month buttons work (a click on the server's HTML before React owns it is lost).
  const hydrated = useHydrated();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6" data-hydrated={hydrated ? "true" : undefined}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Calendar</h1>
        <p className="text-muted-foreground text-sm">Every day you kept, and what you did on it.</p>
      </div>
      <YearHeatmap today={today} onSelect={choose} />
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <section aria-label="Month" className="bg-card rounded-xl border p-3 sm:p-4">
          <MonthView today={today} month={month} onMonthChange={setMonth} selected={selected} onSelect={choose} />
        </section>
        {selected && <DayPages date={selected} />}
      </div>
    </div>
  );
}
