"use client";
// Eisenhower Matrix's drag and drop layer (its own chunk with @dnd-kit, loaded by useDragLayer
// when a drag can start, docs/decisions.md "Loaded when used, not with the page"): the context with its sensors and announcements, and the task
// and quadrant views wired as draggable and droppable.
import type { ReactNode } from "react";
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { zoneKeyboardCoordinates } from "@/components/widgets/shared/zone-keyboard";
import { announcements, SCREEN_READER_INSTRUCTIONS } from "./drag";
import { QuadrantCard, type QuadrantCardProps } from "./quadrant-card";
import { QUADRANT_IDS, type EisenhowerTask } from "./storage";
import { TaskCard, type TaskCardProps } from "./task-card";

const keyboardCoordinates = zoneKeyboardCoordinates(QUADRANT_IDS);

/** onDrop: a task was dropped (over: the zone's id, or undefined outside every quadrant). */
export function EisenhowerDnd({ tasks, onDrop, children }: { tasks: EisenhowerTask[]; onDrop: (task: string, over: unknown) => void; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  return (
    <DndContext
      id="eisenhower-matrix"
      sensors={sensors}
      onDragEnd={({ active, over }: DragEndEvent) => onDrop(String(active.id), over?.id)}
      accessibility={{ announcements: announcements(tasks), screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
    >
      {children}
    </DndContext>
  );
}

export function DraggableTaskCard(props: TaskCardProps) {
  const drag = useDraggable({ id: props.task.id, data: { zone: props.task.quadrant } });
  return <TaskCard {...props} drag={drag} />;
}

export function DroppableQuadrantCard(props: QuadrantCardProps) {
  const drop = useDroppable({ id: props.quadrant });
  return <QuadrantCard {...props} drop={drop} />;
}
