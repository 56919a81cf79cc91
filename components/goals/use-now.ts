"use client";
// "Now" for relative labels ('Due in 3 days'), ticking once a minute and shared by every row.
// Rounded to the minute so the server render and hydration agree.
import { useSyncExternalStore } from "react";

const TICK_MS = 60_000;
const minute = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

let current = minute();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  current = minute();
  timer ??= setInterval(() => {
    current = minute();
    listeners.forEach((l) => l());
  }, TICK_MS / 4);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): Date {
  const ms = useSyncExternalStore(subscribe, () => current, minute);
  return new Date(ms);
}
