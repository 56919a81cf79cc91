"use client";
// One open task of a quadrant: a drag handle (pointer or keyboard), the completion checkbox, the
// text edited in place (saved 5000 ms after the last keystroke, on blur and on Enter), a
// "Move to" menu with the three other quadrants, and delete. The handle is wired by
// eisenhower-dnd's DraggableTaskCard once the drag layer has loaded (docs/decisions.md "Loaded when used, not with the page").
import { useState } from "react";
import { GripVerticalIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { InlineTitle } from "@/components/goals/inline-title";
import { useDebouncedCallback } from "@/lib/client/use-debounced-callback";
import type { ItemDrag } from "@/components/widgets/shared/drag-types";
import { MoveMenu } from "@/components/widgets/shared/move-menu";
import { cn } from "@/lib/utils";
import { QUADRANTS, SAVE_DEBOUNCE_MS } from "./rules";
import { QUADRANT_IDS, type EisenhowerTask, type QuadrantId } from "./storage";

export type TaskCardProps = {
  task: EisenhowerTask;
  onToggle: () => void;
  onDelete: () => void;
  onMove: (to: QuadrantId) => void;
  /** Saves the edited text (a blank one is refused and the text goes back). */
  onSave: (content: string) => void;
};

export function TaskCard({ task, onToggle, onDelete, onMove, onSave, drag }: TaskCardProps & { drag?: ItemDrag }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = drag ?? {};
  const [draft, setDraft] = useState<string | null>(null);
  const save = useDebouncedCallback((text: string) => {
    if (text !== task.content) onSave(text);
    setDraft(null);
  }, SAVE_DEBOUNCE_MS);
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="eisenhower-task"
      className={cn("flex items-center gap-1.5 rounded-md border bg-card p-1.5 shadow-xs", isDragging && "relative z-10 opacity-80 shadow-lg ring-2 ring-ring")}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
        aria-label={`Drag "${task.content}"`}
        {...attributes}
        {...listeners}
      >
        <GripVerticalIcon className="size-4" aria-hidden />
      </button>
      <Checkbox checked={false} onCheckedChange={onToggle} aria-label={`Complete "${task.content}"`} className="size-5 rounded-full" />
      <InlineTitle
        value={draft ?? task.content}
        onChange={(text) => {
          setDraft(text);
          save.schedule(text);
        }}
        onCommit={save.flush}
        label={`Edit "${task.content}"`}
        placeholder="Task"
        className="min-h-8 flex-1 py-1 text-sm font-normal"
      />
      <MoveMenu item={task.content} options={QUADRANT_IDS.filter((q) => q !== task.quadrant).map((q) => ({ value: q, label: QUADRANTS[q].label, hint: QUADRANTS[q].name }))} onMove={onMove} />
      <Button variant="ghost" size="icon" className="size-8 shrink-0 text-muted-foreground hover:text-destructive" aria-label={`Delete "${task.content}"`} onClick={onDelete}>
        <Trash2Icon aria-hidden />
      </Button>
    </li>
  );
}
