// The member's writes waiting in the outbox, as the screens show them (docs/decisions.md "Offline",
// "The outbox"): a check-in answered offline says "Sending..." on its card, a message to the coach
// shows in the thread as "Sending...". The outbox (lib/client/offline/install-outbox, after idle)
// publishes the list whenever it changes; this module holds no IndexedDB code, so a screen that
// reads it carries none.
import { useSyncExternalStore } from "react";
import type { OutboxWrite } from "@/lib/client/api";

const NONE: readonly OutboxWrite[] = [];
let waiting: readonly OutboxWrite[] = NONE;
const listeners = new Set<() => void>();

/** The outbox's list, oldest first (the order they are sent in). */
export function publishWaiting(writes: readonly OutboxWrite[]): void {
  waiting = writes.length ? writes : NONE;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The writes waiting to be sent, oldest first. */
export const useWaitingWrites = (): readonly OutboxWrite[] => useSyncExternalStore(subscribe, () => waiting, () => NONE);

/** Tests and sign-out: nothing waits. */
export const currentWaiting = () => waiting;
