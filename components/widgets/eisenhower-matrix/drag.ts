// Eisenhower drag and drop (@dnd-kit/core): what a drop does and what screen readers hear at
// every step, in the quadrants' own words. The same moves are offered by the "Move to" menu.
import type { Announcements } from "@dnd-kit/core";
import { QUADRANTS } from "./rules";
import { QUADRANT_IDS, type EisenhowerTask, type QuadrantId } from "./storage";

export const isQuadrant = (id: unknown): id is QuadrantId => QUADRANT_IDS.includes(id as QuadrantId);

export const quadrantTitle = (id: QuadrantId) => `${QUADRANTS[id].label} (${QUADRANTS[id].name})`;

export const SCREEN_READER_INSTRUCTIONS =
  "To move a task, press Space or Enter on its handle. Use the arrow keys to choose a quadrant, then Space or Enter to drop it there, or Escape to cancel.";

/** The quadrant a drop lands in, or null when it stays where it is. */
export function dropTarget(tasks: EisenhowerTask[], id: string, over: unknown): QuadrantId | null {
  const task = tasks.find((t) => t.id === id);
  if (!task || !isQuadrant(over) || over === task.quadrant) return null;
  return over;
}

export function movedMessage(content: string, to: QuadrantId): string {
  return `"${content}" was moved to ${quadrantTitle(to)}.`;
}

export function announcements(tasks: EisenhowerTask[]): Announcements {
  const task = (id: unknown) => tasks.find((t) => t.id === id);
  const name = (id: unknown) => `"${task(id)?.content ?? "task"}"`;
  const from = (id: unknown) => quadrantTitle(task(id)?.quadrant ?? "urgent-important");
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)} from ${from(active.id)}.`,
    onDragOver: ({ active, over }) => (over && isQuadrant(over.id) ? `${name(active.id)} is over ${quadrantTitle(over.id)}.` : `${name(active.id)} is not over a quadrant.`),
    onDragEnd: ({ active, over }) => {
      const to = dropTarget(tasks, String(active.id), over?.id);
      return to ? movedMessage(task(active.id)?.content ?? "task", to) : `${name(active.id)} stays in ${from(active.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled. It stays in ${from(active.id)}.`,
  };
}
