"use client";
// The one celebration popup of the app as a tiny store: `celebrate()` may be called from any
// component, hook or callback (like toast()); <CelebrationHost/> in the shell renders it.
import { useSyncExternalStore } from "react";
import { notify } from "@/lib/client/toast";
import { pointsLabel } from "@/lib/constants";

export const CELEBRATION_TYPES = ["general", "smart", "daily", "mindset", "learning"] as const;
export type CelebrationType = (typeof CELEBRATION_TYPES)[number];

/** docs/product/points-and-badges.md#celebrations. */
export type CelebrationState = {
  isOpen: boolean;
  title: string;
  message: string;
  /** What the action earned in all, under the points ('+25 goal, +80 badges: ...'). */
  detail?: string;
  type: CelebrationType;
  points: number;
};

export type CelebrateInput = { title: string; message: string; type?: CelebrationType; points?: number; detail?: string };

const CLOSED_CELEBRATION: CelebrationState = { isOpen: false, title: "", message: "", type: "general", points: 0 };

/** `showId` changes with every celebration, so a new one restarts the effects, the 3 s timer and the burst. */
export type CelebrationSnapshot = { state: CelebrationState; showId: number };

let snapshot: CelebrationSnapshot = { state: CLOSED_CELEBRATION, showId: 0 };
const listeners = new Set<() => void>();

function set(next: CelebrationSnapshot) {
  snapshot = next;
  listeners.forEach((l) => l());
}

/**
 * While a warning the member must answer is open (the inactivity warning), no celebration opens:
 * two modal dialogs would each hide the other from assistive technology and from clicks, and the
 * member could answer neither. The award is said in a toast instead (the same one a small award
 * gets), whether it came before the warning (the open popup closes) or while it is open.
 */
let held = false;

function toastInstead({ title, message, points = 0 }: Pick<CelebrationState, "title" | "message" | "points">) {
  notify("achievement", points > 0 ? `${pointsLabel(points)} · ${title}` : title, message);
}

export function holdCelebrations(on: boolean): void {
  held = on;
  if (on && snapshot.state.isOpen) {
    toastInstead(snapshot.state);
    closeCelebration();
  }
}

export function celebrate({ title, message, type = "general", points = 0, detail }: CelebrateInput): void {
  if (held) return toastInstead({ title, message, points });
  set({ state: { isOpen: true, title, message, type, points, detail }, showId: snapshot.showId + 1 });
}

export function closeCelebration(): void {
  if (snapshot.state.isOpen) set({ ...snapshot, state: { ...snapshot.state, isOpen: false } });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const closedSnapshot: CelebrationSnapshot = { state: CLOSED_CELEBRATION, showId: 0 };

export function useCelebrationSnapshot(): CelebrationSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, () => closedSnapshot);
}

/** For components: `const { celebrate } = useCelebration()`. */
export function useCelebration() {
  return { celebrate, close: closeCelebration };
}
