"use client";

import { useDeferredValue } from "react";
import { useMinuteClock } from "@/components/shared/minute-clock";
import { cn } from "@/lib/utils";

const PARTS = {
  longDate: { weekday: "long", month: "long", day: "numeric" },
  shortDate: { weekday: "short", month: "short", day: "numeric" },
  time: { hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per zone and part, kept: building one costs more than formatting with it.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(date: Date, timeZone: string | undefined, part: keyof typeof PARTS) {
  const key = `${timeZone ?? ""} ${part}`;
  let formatter = formats.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", { ...PARTS[part], timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat("en-US", PARTS[part]);
    }
    if (formats.size >= 30) formats.clear();
    formats.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * Date and time in the member's own time zone (their "day"), refreshed every minute. The clock
 * first shows after hydration, in a deferred render of its own: the re-render React forces right
 * after hydration stays short (docs/decisions.md "After load, one task each").
 */
export function HeaderClock({ timeZone, className }: { timeZone?: string; className?: string }) {
  const now = useDeferredValue(useMinuteClock());
  if (!now) return <div className={cn("h-9", className)} aria-hidden />;
  const longDate = format(now, timeZone, "longDate");
  const shortDate = format(now, timeZone, "shortDate");
  const time = format(now, timeZone, "time");
  return (
    <time
      dateTime={now.toISOString()}
      data-testid="header-clock"
      className={cn("flex flex-col justify-center leading-tight tabular-nums", className)}
    >
      <span className="text-muted-foreground text-[11px] font-medium whitespace-nowrap sm:text-xs">
        <span className="sm:hidden">{shortDate}</span>
        <span className="hidden sm:inline">{longDate}</span>
      </span>
      <span className="text-sm font-semibold whitespace-nowrap">{time}</span>
    </time>
  );
}
