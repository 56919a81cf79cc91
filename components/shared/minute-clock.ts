"use client";
// The one minute clock (01-core s2: the header clock refreshes every minute; relative labels such
// as 'Due in 3 days' follow it): a single timer fires on each minute boundary and every subscriber
// re-renders with the same minute.
import { useSyncExternalStore } from "react";
import { TIMINGS } from "@/lib/constants";

const floorToMinute = (ms: number) => ms - (ms % TIMINGS.headerClockMs);

let current = floorToMinute(Date.now());
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(() => {
    current = floorToMinute(Date.now());
    listeners.forEach((listener) => listener());
    schedule();
  }, TIMINGS.headerClockMs - (Date.now() % TIMINGS.headerClockMs));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  current = floorToMinute(Date.now());
  if (!timer) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => current;

/** "Now" rounded to the minute; the server renders its own minute, so hydration agrees. */
export function useNow(): Date {
  return new Date(useSyncExternalStore(subscribe, snapshot, () => floorToMinute(Date.now())));
}

/** The minute, or null during server rendering and hydration (the header clock shows nothing until then). */
export function useMinuteClock(): Date | null {
  const ms = useSyncExternalStore(subscribe, snapshot, () => null);
  return ms === null ? null : new Date(ms);
}
