"use client";
// The current time, updated on every minute boundary (01-core s2: the header clock refreshes
// every minute). null during server rendering and hydration, so markup never mismatches.
import { useSyncExternalStore } from "react";
import { TIMINGS } from "@/lib/constants";

const floorToMinute = (ms: number) => ms - (ms % TIMINGS.headerClockMs);

let current = floorToMinute(Date.now());

function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(() => {
      current = floorToMinute(Date.now());
      onChange();
      schedule();
    }, TIMINGS.headerClockMs - (Date.now() % TIMINGS.headerClockMs));
  };
  current = floorToMinute(Date.now());
  schedule();
  return () => clearTimeout(timer);
}

export function useMinuteClock(): Date | null {
  const ms = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return ms === null ? null : new Date(ms);
}
