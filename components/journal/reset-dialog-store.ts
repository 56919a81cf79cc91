"use client";
// Lets the header button and the mobile menu open the one Reset Journal Entries dialog.
import { useSyncExternalStore } from "react";

let requests = 0;
const listeners = new Set<() => void>();

export function openResetDialog(): void {
  requests += 1;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the open requests; a change means "open now". */
export function useResetRequests(): number {
  return useSyncExternalStore(subscribe, () => requests, () => 0);
}
