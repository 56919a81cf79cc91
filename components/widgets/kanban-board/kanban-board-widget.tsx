"use client";
// Kanban Board (docs/product/widgets.md#kanban-board): To Do -> In Progress -> Done, forward only, at most 3 in
// progress. Cards move by drag and drop (pointer or touch on the handle; Space/Enter, the arrow
// keys and Space/Enter again from the keyboard) or through each card's "Move to" menu; every
// move or refusal is announced to screen readers, and a refused move shows its toast. The drag
// layer (@dnd-kit) loads when a drag can start (useDragLayer, docs/decisions.md "Loaded when used, not with the page").
import { useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useLocalState } from "@/lib/client/local-store";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { newId } from "@/components/widgets/shared/new-id";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { useLocalToday } from "@/components/widgets/shared/use-local-today";
import { addTask, clearDone, columnTitle, deleteTask, KANBAN_COLUMNS, KANBAN_ITEMS, moveTargets, moveTask, tasksIn } from "./rules";
import { useDragLayer } from "@/components/widgets/shared/use-drag-layer";
import { dropResult } from "./drag";
import { KanbanCard } from "./kanban-card";
import { KanbanColumnView } from "./kanban-column";
import { KANBAN_EMPTY, kanbanStateSchema, type KanbanColumn } from "./storage";
import { KANBAN_KEY } from "@/components/widgets/storage-keys";

const EMPTY_TEXT: Record<KanbanColumn, string> = {
  todo: "Add a task to get started.",
  inProgress: "Drag or move a card here when you start it.",
  done: "Finished cards land here.",
};

const loadDragLayer = () => import("./kanban-dnd");

export default function KanbanBoardWidget() {
  const [state, setState] = useLocalState(KANBAN_KEY, kanbanStateSchema, KANBAN_EMPTY);
  const apply = useOutcome(setState, KANBAN_ITEMS);
  const today = useLocalToday();
  const [over, setOver] = useState<{ card: string; column: string } | null>(null);
  const [said, setSaid] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const { layer, intent } = useDragLayer(loadDragLayer, root);
  const Card = layer?.DraggableKanbanCard ?? KanbanCard;
  const Column = layer?.DroppableKanbanColumn ?? KanbanColumnView;

  const move = (id: string, to: KanbanColumn) => {
    const task = state.tasks.find((t) => t.id === id);
    const accepted = apply(moveTask(state, id, to, today()));
    if (task) setSaid(accepted ? `"${task.content}" was moved to ${columnTitle(to)}.` : `"${task.content}" was not moved.`);
  };

  const onDrop = (card: string, column: string | number) => {
    if (dropResult(state, card, column).kind !== "stay") apply(moveTask(state, card, column as KanbanColumn, today()));
  };
  const board = (children: ReactNode) =>
    layer ? (
      <layer.KanbanDnd state={state} onOver={setOver} onDrop={onDrop}>
        {children}
      </layer.KanbanDnd>
    ) : (
      children
    );

  return (
    <div ref={root} className="space-y-3" data-testid="kanban-board-widget" data-drag-ready={layer ? "true" : undefined} {...intent}>
      <AddTaskForm label="New card" placeholder="What needs doing?" onAdd={(content) => apply(addTask(state, { id: newId(), content, now: Date.now() }))} />
      {board(
        <div className="grid gap-3 md:grid-cols-3">
          {KANBAN_COLUMNS.map(({ id, title }) => {
            const cards = tasksIn(state, id);
            const hovering = over?.column === id ? dropResult(state, over.card, id).kind !== "refused" : true;
            return (
              <Column
                key={id}
                column={id}
                title={title}
                count={cards.length}
                dropAllowed={hovering}
                action={
                  id === "done" && (
                    <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => apply(clearDone(state, today()))}>
                      Clear Done
                    </Button>
                  )
                }
              >
                {cards.length === 0 ? (
                  <p className="rounded-lg border border-dashed px-2 py-4 text-center text-xs text-muted-foreground">{EMPTY_TEXT[id]}</p>
                ) : (
                  <ul className="space-y-2" aria-label={`${title} cards`}>
                    {cards.map((task) => (
                      <Card
                        key={task.id}
                        task={task}
                        targets={moveTargets(state, task)}
                        onMove={(to) => move(task.id, to)}
                        onDelete={() => apply(deleteTask(state, task.id))}
                      />
                    ))}
                  </ul>
                )}
              </Column>
            );
          })}
        </div>,
      )}
      <p className="sr-only" aria-live="polite" role="status">
        {said}
      </p>
    </div>
  );
}
