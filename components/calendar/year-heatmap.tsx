"use client";
// The year heatmap above the month view: the last 365 dates, across the year boundary, with
// react-activity-calendar; the current and best streak with their dates. Choosing a square opens
// that date below.
import { cloneElement, useEffect, useRef } from "react";
import { ActivityCalendar } from "react-activity-calendar";
import { heatCells, longDate } from "@/components/calendar/calendar-rules";
import { useTheme } from "@/components/shell/use-theme";
import { Skeleton } from "@/components/ui/skeleton";
import { useStats } from "@/lib/client/use-history";
import type { LocalDate } from "@/lib/domain/day";
import type { StreakRun } from "@/lib/schemas/stats";

const THEME = { light: ["#ebe7e4", "#f3d98a", "#e0a33a", "#b3261e", "#7a0000"], dark: ["#2a2526", "#5c4a1c", "#9a6b17", "#b3261e", "#e8554b"] };

function Run({ label, run }: { label: string; run: StreakRun }) {
  return (
    <div className="bg-muted/40 rounded-xl border p-3">
      <p className="text-muted-foreground text-xs">{label}</p>
      <p className="text-xl font-bold">
        {run.length} {run.length === 1 ? "day" : "days"}
      </p>
      <p className="text-muted-foreground text-xs">{run.start && run.end ? `${longDate(run.start)} – ${longDate(run.end)}` : "No streak yet"}</p>
    </div>
  );
}

export function YearHeatmap({ today, onSelect }: { today: LocalDate; onSelect: (date: LocalDate) => void }) {
  const { data } = useStats("year");
  const { theme } = useTheme();
  // On a narrow screen the year scrolls sideways: start at the recent end.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The library scrolls inside its own container; move whichever box overflows.
    const boxes = scroller.current ? [scroller.current, ...scroller.current.querySelectorAll<HTMLElement>("[class*=scroll-container]")] : [];
    for (const box of boxes) box.scrollLeft = box.scrollWidth;
  }, [data]);
  if (!data) return <Skeleton className="h-44 w-full" />;
  const cells = heatCells(data.days, today);
  const activeDays = cells.filter((c) => c.level > 0).length;
  return (
    <section aria-labelledby="heatmap-title" className="bg-card grid gap-4 rounded-xl border p-4 sm:p-5">
      <h2 id="heatmap-title" className="font-semibold">
        Your year
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Run label="Current streak" run={data.bests.currentStreak} />
        <Run label="Best streak" run={data.bests.bestStreak} />
      </div>
      <div ref={scroller} className="overflow-x-auto" aria-hidden>
        <ActivityCalendar
          data={cells}
          colorScheme={theme}
          theme={THEME}
          blockSize={11}
          blockMargin={3}
          fontSize={12}
          weekStart={1}
          labels={{ totalCount: "{{count}} points in the last year" }}
          renderBlock={(block, activity) => cloneElement(block, { onClick: () => onSelect(activity.date), style: { ...block.props.style, cursor: "pointer" } })}
        />
      </div>
      <p className="sr-only">
        In the last 365 days you were active or wrote something on {activeDays} days. Use the month calendar below to open any day.
      </p>
    </section>
  );
}
