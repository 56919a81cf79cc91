"use client";
// /calendar (docs/product/profile.md#calendar): the year heatmap with the streaks, the month view, and the chosen
// day's pages read-only. They render on the server from the page's prefetched reads, so the first
// paint has their final size. They are imported with the page, not through next/dynamic: their
// code was fetched before the first paint either way (next/dynamic preloads it), and when a
// dynamic chunk arrived after hydration began, next/dynamic swapped the server's calendars for
// their loading skeletons and back (a layout shift of 0.10-0.24 in one Lighthouse run of three,
// docs/decisions.md "Loaded when used, not with the page"). Only this route imports this file, so other screens still carry none of it. Each is a
// HydratedPart (components/shared/hydrated-parts): hydrated in short tasks, not one long one.
import { useState } from "react";
import { DayPages } from "@/components/calendar/day-pages";
import { monthKey, pickerDate } from "@/components/calendar/calendar-rules";
import { MonthView } from "@/components/calendar/month-view";
import { YearHeatmap } from "@/components/calendar/year-heatmap";
import { HydratedPart, PartsFrame } from "@/components/shared/hydrated-parts";
import type { LocalDate } from "@/lib/domain/day";

export function CalendarClient({ today }: { today: LocalDate }) {
  const [month, setMonth] = useState(() => pickerDate(today));
  const [selected, setSelected] = useState<LocalDate | null>(today);
  const choose = (date: LocalDate) => {
    setSelected(date);
    if (monthKey(pickerDate(date)) !== monthKey(month)) setMonth(pickerDate(date));
  };
  // data-hydrated: the month buttons work (a click on the server's HTML before React owns it is lost).
  return (
    <PartsFrame parts={selected ? 3 : 2} className="mx-auto grid w-full max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Calendar</h1>
        <p className="text-muted-foreground text-sm">Every day you kept, and what you did on it.</p>
      </div>
      <HydratedPart name="year">
        <YearHeatmap today={today} onSelect={choose} />
      </HydratedPart>
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <HydratedPart name="month">
          <section aria-label="Month" className="bg-card rounded-xl border p-3 sm:p-4">
            <MonthView today={today} month={month} onMonthChange={setMonth} selected={selected} onSelect={choose} />
          </section>
        </HydratedPart>
        {selected && (
          <HydratedPart name="day">
            <DayPages date={selected} />
          </HydratedPart>
        )}
      </div>
    </PartsFrame>
  );
}
