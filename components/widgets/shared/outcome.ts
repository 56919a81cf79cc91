// What a widget's pure rules answer for one action: the next state, or a refusal with the toast
// the member sees, plus the awards to send through useWidgetAward (docs/product/widgets.md#shared-messages, #widget-points). Pure: no React, no I/O.
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";

/** A toast that says why an action was refused: destructive, or plain when `informative` (docs/product/widgets.md#shared-messages). */
export type Refusal = { title: string; description?: string; informative?: boolean };

export type Outcome<S> =
  /** `reversals`: the ids of the awards an item deleted now had earned (./item-awards), to give back. */
  | { ok: true; state: S; awards: WidgetAwardRequest[]; reversals?: number[] }
  | { ok: false; refusal: Refusal };

export const done = <S>(state: S, ...awards: WidgetAwardRequest[]): Outcome<S> => ({ ok: true, state, awards });

/** An item deleted: the next state and the awards it had earned, given back when they are of today. */
export const removed = <S>(state: S, reversals: number[]): Outcome<S> => ({ ok: true, state, awards: [], reversals });

export const refuse = <S>(refusal: Refusal): Outcome<S> => ({ ok: false, refusal });

/** Blank text on add (docs/product/widgets.md#shared-messages), trimmed. */
export const TASK_REQUIRED: Refusal = { title: "Task Required", description: "Please enter a task description." };
/** Blank text on saving an edit (docs/product/widgets.md#shared-messages). */
export const TASK_EDIT_EMPTY: Refusal = { title: "Task Required", description: "Task description cannot be empty." };

/** Informative toast of docs/product/widgets.md#shared-messages when a widget's clear action finds nothing completed. */
export const NO_COMPLETED_TASKS: Refusal = { title: "No Completed Tasks", description: "There are no completed tasks to clear.", informative: true };

/** A task's text quoted inside an award description, cut so the description stays well under the API's 200 characters. */
export function quoted(content: string, max = 80): string {
  return `"${content.length > max ? `${content.slice(0, max - 1)}…` : content}"`;
}

/**
 * The "first / every 5th / otherwise" ladder of docs/product/widgets.md#widget-points for the n-th event (1-based):
 * n = 1 gives `first`, n divisible by 5 gives `fifth`, any other n gives `other`.
 */
export function ladderPoints(n: number, ladder: { first: number; fifth: number; other: number }): number {
  if (n === 1) return ladder.first;
  if (n % 5 === 0) return ladder.fifth;
  return ladder.other;
}
