"use client";
// A trailing debounce with flush (blur, Enter, leaving the page) and cancel. A pending call is
// flushed on unmount so typing is never lost by navigating away.
import { useCallback, useEffect, useRef } from "react";

export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingArgs = useRef<A | null>(null);

  useEffect(() => {
    fnRef.current = fn;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pendingArgs.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pendingArgs.current;
    cancel();
    if (args) fnRef.current(...args);
  }, [cancel]);

  const schedule = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      pendingArgs.current = args;
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => flush, [flush]);

  return { schedule, flush, cancel };
}
