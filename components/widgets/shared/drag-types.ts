// What @dnd-kit's hooks give a draggable item and a drop zone, for views that render the same
// markup before the widget's drag layer has loaded (no props) and after it (useDragLayer).
import type { useDraggable } from "@dnd-kit/core";

export type ItemDrag = Pick<ReturnType<typeof useDraggable>, "attributes" | "listeners" | "setNodeRef" | "setActivatorNodeRef" | "transform" | "isDragging">;

export type ZoneDrop = { setNodeRef: (element: HTMLElement | null) => void; isOver: boolean };
