// Timeboxing's rules (docs/product/widgets.md#timeboxing), pure: a box is created (name required, 1-120 minutes,
// default 15), started (active, only one active at a time), paused and resumed, and completes at
// zero (completed, inactive). Edit only while neither active nor completed. Points: creation 5 for
// the first, 10 every 5th, else 2; completion 5 + min(15, floor(duration / 10)).
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, ladderPoints, quoted, refuse, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { SECOND } from "@/components/widgets/shared/timer/clock";
import type { Timebox, TimeboxingState } from "./storage";

export const TIMEBOX_LIMITS = { minMinutes: 1, maxMinutes: 120, defaultMinutes: 15 } as const;
export const TIMEBOX_POINTS = { create: { first: 5, fifth: 10, other: 2 }, complete: 5, perTenMinutes: 1, completeBonusMax: 15 } as const;

export const NAME_REQUIRED: Refusal = { title: "Name Required", description: "Please enter a name for your timebox." };
export const BAD_DURATION: Refusal = { title: "Invalid Duration", description: "Duration must be between 1 and 120 minutes." };
export const ALREADY_ACTIVE: Refusal = { title: "Session Already Active", description: "Only one timebox can be active at a time. Finish or stop the active one first." };
export const NOT_EDITABLE: Refusal = { title: "Cannot Edit Timebox", description: "A timebox can only be edited before it starts." };

/** Completion points: 5 + min(15, floor(duration / 10)). */
export const completionPoints = (duration: number) => TIMEBOX_POINTS.complete + Math.min(TIMEBOX_POINTS.completeBonusMax, Math.floor(duration / 10));

/** Milliseconds left in a box at `now`. */
export function msLeft(box: Timebox, now: number): number {
  const ran = box.runningSince === null ? 0 : Math.max(0, now - box.runningSince);
  return Math.max(0, box.remainingTime * SECOND - ran);
}

/** When a running box reaches zero (null while paused or idle). */
export const boxEndsAt = (box: Timebox): number | null => (box.runningSince === null ? null : box.runningSince + box.remainingTime * SECOND);

export const activeBox = (state: TimeboxingState) => state.boxes.find((b) => b.active) ?? null;
export const isRunning = (state: TimeboxingState) => state.boxes.some((b) => b.runningSince !== null);

const validDuration = (d: number) => Number.isInteger(d) && d >= TIMEBOX_LIMITS.minMinutes && d <= TIMEBOX_LIMITS.maxMinutes;
const update = (state: TimeboxingState, id: string, change: (b: Timebox) => Timebox): TimeboxingState => ({ ...state, boxes: state.boxes.map((b) => (b.id === id ? change(b) : b)) });

export function createBox(state: TimeboxingState, input: { name: string; duration: number }, id: string): Outcome<TimeboxingState> {
  const name = input.name.trim();
  if (!name) return refuse(NAME_REQUIRED);
  if (!validDuration(input.duration)) return refuse(BAD_DURATION);
  const created = state.created + 1;
  const box: Timebox = { id, name, duration: input.duration, completed: false, active: false, remainingTime: input.duration * 60, runningSince: null };
  const points = ladderPoints(created, TIMEBOX_POINTS.create);
  return done(
    { boxes: [...state.boxes, box], created },
    { source: "task", points, kind: "timeboxCreated", description: `Timebox #${created} created`, item: id, title: created === 1 ? "First Timebox!" : "Timebox Created", message: `You planned ${quoted(name)} for ${input.duration} min.` },
  );
}

export function startBox(state: TimeboxingState, id: string, now: number): Outcome<TimeboxingState> {
  const box = state.boxes.find((b) => b.id === id);
  if (!box || box.completed || box.runningSince !== null) return done(state);
  const other = activeBox(state);
  if (other && other.id !== id) return refuse(ALREADY_ACTIVE);
  return done(update(state, id, (b) => ({ ...b, active: true, runningSince: now })));
}

export function pauseBox(state: TimeboxingState, id: string, now: number): TimeboxingState {
  return update(state, id, (b) => (b.runningSince === null ? b : { ...b, remainingTime: msLeft(b, now) / SECOND, runningSince: null }));
}

/** Stop: the box leaves the active slot with its full time back (another can start). */
export function stopBox(state: TimeboxingState, id: string): TimeboxingState {
  return update(state, id, (b) => (b.completed ? b : { ...b, active: false, runningSince: null, remainingTime: b.duration * 60 }));
}

export function editBox(state: TimeboxingState, id: string, input: { name: string; duration: number }): Outcome<TimeboxingState> {
  const box = state.boxes.find((b) => b.id === id);
  if (!box) return done(state);
  if (box.active || box.completed) return refuse(NOT_EDITABLE);
  const name = input.name.trim();
  if (!name) return refuse(NAME_REQUIRED);
  if (!validDuration(input.duration)) return refuse(BAD_DURATION);
  return done(update(state, id, (b) => ({ ...b, name, duration: input.duration, remainingTime: input.duration * 60 })));
}

/** Where the boxes are: an award's id is kept on its box (shared/item-awards). */
export const TIMEBOX_ITEMS: ItemLens<TimeboxingState, Timebox> = { of: (s) => s.boxes, with: (s, boxes) => ({ ...s, boxes }) };

/** Deletes a box; the awards it earned (planned, completed) are given back (the server does it for today's only). */
export const deleteBox = (state: TimeboxingState, id: string): Outcome<TimeboxingState> =>
  deleteItem(TIMEBOX_ITEMS, state, id, { ...state, boxes: state.boxes.filter((b) => b.id !== id) });

/**
 * Completes the running box whose time ran out by `now` (also while the page was closed): completed,
 * inactive, 0 left, and its points dated at the moment it ended.
 */
export function settleBoxes(state: TimeboxingState, now: number): { state: TimeboxingState; box: Timebox; at: number; award: WidgetAwardRequest } | null {
  const box = state.boxes.find((b) => {
    const end = boxEndsAt(b);
    return end !== null && end <= now;
  });
  if (!box) return null;
  const at = boxEndsAt(box)!;
  return {
    state: update(state, box.id, (b) => ({ ...b, completed: true, active: false, runningSince: null, remainingTime: 0 })),
    box,
    at,
    award: {
      source: "technique",
      points: completionPoints(box.duration),
      kind: "timeboxCompleted", description: `Timebox of ${box.duration} min completed`, item: box.id,
      title: "Timebox Complete!",
      message: `You stayed with ${quoted(box.name)} for ${box.duration} min.`,
      at,
    },
  };
}
