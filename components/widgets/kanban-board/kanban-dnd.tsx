"use client";
// Kanban Board's drag and drop layer (its own chunk with @dnd-kit, loaded by useDragLayer when a
// drag can start, docs/decisions.md "Loaded when used, not with the page"): the context with its sensors and announcements, and the card and
// column views wired as draggable and droppable.
import type { ReactNode } from "react";
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent, type DragOverEvent } from "@dnd-kit/core";
import { announcements, columnKeyboardCoordinates, SCREEN_READER_INSTRUCTIONS } from "./drag";
import { KanbanCard, type KanbanCardProps } from "./kanban-card";
import { KanbanColumnView, type KanbanColumnProps } from "./kanban-column";
import type { KanbanState } from "./storage";

export type KanbanDragEvents = {
  /** A card is held over a column (null: over none). */
  onOver: (over: { card: string; column: string } | null) => void;
  /** A card was dropped on a column. */
  onDrop: (card: string, column: string | number) => void;
};

export function KanbanDnd({ state, onOver, onDrop, children }: KanbanDragEvents & { state: KanbanState; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const onDragOver = ({ active, over }: DragOverEvent) => onOver(over ? { card: String(active.id), column: String(over.id) } : null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onOver(null);
    if (over) onDrop(String(active.id), over.id);
  };
  return (
    <DndContext
      id="kanban-board-dnd"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => onOver(null)}
      accessibility={{ announcements: announcements(state), screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
    >
      {children}
    </DndContext>
  );
}

export function DraggableKanbanCard(props: KanbanCardProps) {
  const drag = useDraggable({ id: props.task.id, data: { zone: props.task.column }, disabled: props.task.column === "done" });
  return <KanbanCard {...props} drag={drag} />;
}

export function DroppableKanbanColumn(props: KanbanColumnProps) {
  const drop = useDroppable({ id: props.column });
  return <KanbanColumnView {...props} drop={drop} />;
}
