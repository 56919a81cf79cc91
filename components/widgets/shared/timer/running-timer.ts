"use client";
// Whether a timer widget (Pomodoro, Timeboxing, Flowtime) runs for this member in this browser,
// read from the local store without the widgets' code or schemas: the dashboard loads its widget
// panel as soon as the page is idle when one runs (its clock shows in the tab's title and its end
// alerts), otherwise only when the panel comes near (docs/decisions.md "Parts below the first
// screen hydrate when near"). Unreadable data counts as not running, as the widgets read it.
import { FLOWTIME_KEY, POMODORO_KEY, TIMEBOXING_KEY } from "@/components/widgets/shared/timer/timer-keys";
import { readLocal, type LocalSchema } from "@/lib/client/local-store";

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const since = (value: unknown) => isFields(value) && typeof value.runningSince === "number";

/** A check shaped as a schema: stored data always parses, to whether it holds a running timer. */
const running = (test: (data: Fields) => boolean): LocalSchema<boolean> => ({
  safeParse: (data) => ({ success: true, data: isFields(data) && test(data) }),
});

const TIMERS: [key: string, check: LocalSchema<boolean>][] = [
  [POMODORO_KEY, running((data) => since(data.run))],
  [TIMEBOXING_KEY, running((data) => Array.isArray(data.boxes) && data.boxes.some(since))],
  [FLOWTIME_KEY, running((data) => isFields(data.active) && data.active.isPaused !== true)],
];

export function hasRunningTimer(memberId: number): boolean {
  return TIMERS.some(([key, check]) => readLocal(memberId, key, check, false));
}
