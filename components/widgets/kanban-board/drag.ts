// Drag and drop of Kanban cards (@dnd-kit/core): the arrow keys jump a picked-up card from
// column to column (not 25 px at a time), and screen readers hear every step in words.
import type { Announcements } from "@dnd-kit/core";
import { zoneKeyboardCoordinates } from "@/components/widgets/shared/zone-keyboard";
import { columnTitle, moveTargets } from "./rules";
import { KANBAN_COLUMN_IDS, type KanbanColumn, type KanbanState } from "./storage";

const isColumn = (id: unknown): id is KanbanColumn => KANBAN_COLUMN_IDS.includes(id as KanbanColumn);

/** Right/Down: the next column; Left/Up: the previous one (the card's data carries `zone`). */
export const columnKeyboardCoordinates = zoneKeyboardCoordinates(KANBAN_COLUMN_IDS);

export const SCREEN_READER_INSTRUCTIONS =
  "To move a card, press Space or Enter on its handle. Use the arrow keys to choose a column, then Space or Enter to drop it there, or Escape to cancel. Cards only move forward.";

/** What a drop on `to` would do: nothing, a move, or a refusal with its reason. */
export function dropResult(state: KanbanState, id: string, to: unknown): { kind: "stay" } | { kind: "move"; to: KanbanColumn } | { kind: "refused"; reason: string } {
  const task = state.tasks.find((t) => t.id === id);
  if (!task || !isColumn(to) || to === task.column) return { kind: "stay" };
  const target = moveTargets(state, task).find((t) => t.column === to);
  if (!target) return { kind: "refused", reason: `Cards only move forward: it can't go back to ${columnTitle(to)}.` };
  return target.refusal ? { kind: "refused", reason: target.refusal.description ?? target.refusal.title } : { kind: "move", to };
}

export function announcements(state: KanbanState): Announcements {
  const name = (id: unknown) => `"${state.tasks.find((t) => t.id === id)?.content ?? "card"}"`;
  const from = (id: unknown) => columnTitle(state.tasks.find((t) => t.id === id)?.column ?? "todo");
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)} from ${from(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over || !isColumn(over.id)) return `${name(active.id)} is not over a column.`;
      const result = dropResult(state, String(active.id), over.id);
      const where = `${name(active.id)} is over ${columnTitle(over.id)}.`;
      return result.kind === "refused" ? `${where} It can't be dropped there: ${result.reason}` : where;
    },
    onDragEnd: ({ active, over }) => {
      const result = dropResult(state, String(active.id), over?.id);
      if (result.kind === "move") return `${name(active.id)} was moved to ${columnTitle(result.to)}.`;
      if (result.kind === "refused") return `${name(active.id)} was not moved: ${result.reason}`;
      return `${name(active.id)} stays in ${from(active.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled. It stays in ${from(active.id)}.`,
  };
}
