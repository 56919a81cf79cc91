"use client";

import { useDeferredValue } from "react";
import { useMinuteClock } from "@/components/shared/minute-clock";
import { cn } from "@/lib/utils";

function format(date: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", options).format(date);
  }
}

/**
 * Date and time in the member's own time zone (their "day"), refreshed every minute. The clock
 * first shows after hydration, in a deferred render of its own: the re-render React forces right
 * after hydration stays short (docs/decisions.md "After load, one task each").
 */
export function HeaderClock({ timeZone, className }: { timeZone?: string; className?: string }) {
  const now = useDeferredValue(useMinuteClock());
  if (!now) return <div className={cn("h-9", className)} aria-hidden />;
  const longDate = format(now, timeZone, { weekday: "long", month: "long", day: "numeric" });
  const shortDate = format(now, timeZone, { weekday: "short", month: "short", day: "numeric" });
  const time = format(now, timeZone, { hour: "numeric", minute: "2-digit" });
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
