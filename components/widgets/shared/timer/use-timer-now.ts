"use client";
// "Now" for a running timer: re-renders a few times a second while `running`, and at once when
// the tab becomes visible again or the laptop wakes. It only schedules renders: every time shown
// is computed from stored timestamps, so missed or late ticks never change it.
import { useEffect, useState } from "react";

const TICK_MS = 250;

export function useTimerNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const update = () => setNow(Date.now());
    update();
    const timer = running ? setInterval(update, TICK_MS) : undefined;
    document.addEventListener("visibilitychange", update);
    window.addEventListener("focus", update);
    window.addEventListener("pageshow", update);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", update);
      window.removeEventListener("focus", update);
      window.removeEventListener("pageshow", update);
    };
  }, [running]);
  return now;
}
