"use client";
// One Kanban card: a drag handle (pointer, touch and keyboard through @dnd-kit, wired by
// kanban-dnd's DraggableKanbanCard once the drag layer has loaded), a "Move to" menu listing the
// forward columns (a refused one says why when chosen) and delete.
import { GripVerticalIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MoveMenu } from "@/components/widgets/shared/move-menu";
import { cn } from "@/lib/utils";
import { columnTitle } from "./rules";
import type { KanbanColumn, KanbanTask } from "./storage";
import type { Refusal } from "@/components/widgets/shared/outcome";
import type { ItemDrag } from "@/components/widgets/shared/drag-types";

export type KanbanCardProps = {
  task: KanbanTask;
  targets: { column: KanbanColumn; refusal?: Refusal }[];
  onMove: (to: KanbanColumn) => void;
  onDelete: () => void;
};

export function KanbanCard({ task, targets, onMove, onDelete, drag }: KanbanCardProps & { drag?: ItemDrag }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = drag ?? {};
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const done = task.column === "done";
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="kanban-card"
      data-column={task.column}
      className={cn(
        "flex items-center gap-1 rounded-lg border bg-card p-1.5 shadow-xs",
        isDragging && "relative z-20 shadow-lg ring-2 ring-ring",
        done && "bg-emerald-50/70 dark:bg-emerald-950/30",
      )}
    >
      {!done && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={`Drag "${task.content}"`}
          className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" aria-hidden />
        </button>
      )}
      <p className={cn("min-w-0 flex-1 break-words px-1 text-sm", done && "text-muted-foreground line-through")}>{task.content}</p>
      {targets.length > 0 && (
        <MoveMenu
          item={task.content}
          options={targets.map(({ column, refusal }) => ({ value: column, label: columnTitle(column), hint: refusal?.title }))}
          onMove={onMove}
        />
      )}
      <Button variant="ghost" size="icon" className="size-8 shrink-0 text-muted-foreground hover:text-destructive" aria-label={`Delete "${task.content}"`} onClick={onDelete}>
        <Trash2Icon aria-hidden />
      </Button>
    </li>
  );
}
