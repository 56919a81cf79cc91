"use client";
// Lets the header button and the mobile menu open the one Reset Journal Entries dialog.
import { useSyncExternalStore } from "react";

/** Where the dialog is: shared by the dialog and its lazily loaded body. */
export type ResetPhase = "closed" | "open" | "resetting" | "success";

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

// Whether the Reset Journal Entries dialog is open, and whether it closed once on this page:
// the daily summary waits for it (docs/product/points-and-badges.md#daily-summary: never on top of it).
let dialog = { open: false, closedOnce: false };
const dialogListeners = new Set<() => void>();

export function setResetDialogOpen(open: boolean): void {
  if (open === dialog.open) return;
  dialog = { open, closedOnce: dialog.closedOnce || !open };
  dialogListeners.forEach((l) => l());
}

const CLOSED_DIALOG = { open: false, closedOnce: false };

export function useResetDialogState(): { open: boolean; closedOnce: boolean } {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => dialog,
    () => CLOSED_DIALOG,
  );
}
