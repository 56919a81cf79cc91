"use client";
// The month view (docs/product/profile.md#calendar): react-day-picker with previous / next month, today
// marked and keyboard navigation; each day marked with what was done from GET /api/journal/days.
import { createContext, useContext } from "react";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import "react-day-picker/style.css";
import { daySummaryText, localOf, monthKey, pickerDate } from "@/components/calendar/calendar-rules";
import { useJournalMonth } from "@/lib/client/use-history";
import type { LocalDate } from "@/lib/domain/day";
import type { JournalDaySummary } from "@/lib/schemas/journal";
import { cn } from "@/lib/utils";

type Props = { today: LocalDate; month: Date; onMonthChange: (month: Date) => void; selected: LocalDate | null; onSelect: (date: LocalDate) => void };

export const MARKS = [
  { key: "tasks", label: "Tasks done", className: "bg-emerald-500", test: (d: JournalDaySummary) => d.tasksCompleted > 0 },
  { key: "mindset", label: "Mindset", className: "bg-sky-500", test: (d: JournalDaySummary) => d.mindsetCompleted > 0 },
  { key: "journal", label: "Journal written", className: "bg-cardinal-600 dark:bg-red-400", test: (d: JournalDaySummary) => d.journalWritten },
  { key: "points", label: "Points earned", className: "bg-gold-500", test: (d: JournalDaySummary) => d.points > 0 },
  // The streak's kinds of day (docs/decisions.md "Fair streaks"): squares, apart from the dots of what was done.
  { key: "rest", label: "Rest day", className: "rounded-none bg-slate-400", test: (d: JournalDaySummary) => d.streakDay === "rest" },
  { key: "paused", label: "Paused", className: "rounded-none bg-violet-500", test: (d: JournalDaySummary) => d.streakDay === "paused" },
  { key: "frozen", label: "Freeze used", className: "rounded-none bg-cyan-400", test: (d: JournalDaySummary) => d.streakDay === "frozen" },
] as const;

/** "Monday, May 4, 2026": one formatter for every day button (a new one per call cost ~1 ms each on a phone). */
const DAY_LABEL = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });

const DaysContext = createContext<Map<string, JournalDaySummary>>(new Map());

/** A day with a dot for each thing done (the button's label says the same in words). */
function MarkedDayButton({ day, modifiers, children, ...button }: DayButtonProps) {
  const summary = useContext(DaysContext).get(localOf(day.date));
  return (
    <button {...button} className={cn(button.className, "flex flex-col items-center justify-center gap-0.5")}>
      <span>{children}</span>
      <span className="flex h-1.5 gap-0.5" aria-hidden>
        {!modifiers.outside && summary && MARKS.filter((m) => m.test(summary)).map((m) => <span key={m.key} className={cn("size-1.5 rounded-full", m.className)} />)}
      </span>
    </button>
  );
}

export function MonthView({ today, month, onMonthChange, selected, onSelect }: Props) {
  const { data, isLoading } = useJournalMonth(monthKey(month));
  const byDate = new Map((data ?? []).map((d) => [d.date, d]));

  return (
    <DaysContext value={byDate}>
      <div className="grid gap-3" aria-busy={isLoading}>
        <DayPicker
          mode="single"
          required={false}
          month={month}
          onMonthChange={onMonthChange}
          today={pickerDate(today)}
          selected={selected ? pickerDate(selected) : undefined}
          onSelect={(date) => date && onSelect(localOf(date))}
          disabled={{ after: pickerDate(today) }}
          weekStartsOn={1}
          showOutsideDays
          components={{ DayButton: MarkedDayButton }}
          labels={{ labelDayButton: (date) => `${DAY_LABEL.format(date)}: ${daySummaryText(byDate.get(localOf(date)))}` }}
          className="reach-day-picker mx-auto"
        />
        <ul className="text-muted-foreground flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
          {MARKS.map((m) => (
            <li key={m.key} className="flex items-center gap-1.5">
              <span className={cn("size-2 rounded-full", m.className)} aria-hidden />
              {m.label}
            </li>
          ))}
        </ul>
      </div>
    </DaysContext>
  );
}
