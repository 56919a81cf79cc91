"use client";
// The one minute clock (docs/product/shell-and-sign-in.md#the-shell: the header clock refreshes every minute; relative labels such
// as 'Due in 3 days' follow it): a single timer fires on each minute boundary and every subscriber
// re-renders with the same minute.
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from "react";
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

/**
 * The minute the server rendered the page at (the signed-in layout provides it): hydration renders
 * that same minute, not the browser's, so a page served at 11:59 and hydrated at 12:00 does not say
 * 'Good morning' in its HTML and 'Good afternoon' in the browser's first render (React #418). The
 * browser's own minute follows right after hydration (docs/decisions.md "Member-facing fixes").
 */
const RenderedMinute = createContext<number | null>(null);

export function RenderedMinuteProvider({ at, children }: { at: number; children: ReactNode }) {
  return createElement(RenderedMinute.Provider, { value: floorToMinute(at) }, children);
}

/** "Now" rounded to the minute; during hydration the server's minute, so the HTML and the first render agree. */
export function useNow(): Date {
  const rendered = useContext(RenderedMinute);
  return new Date(useSyncExternalStore(subscribe, snapshot, () => rendered ?? floorToMinute(Date.now())));
}

/** The minute, or null during server rendering and hydration (the header clock shows nothing until then). */
export function useMinuteClock(): Date | null {
  const ms = useSyncExternalStore(subscribe, snapshot, () => null);
  return ms === null ? null : new Date(ms);
}
