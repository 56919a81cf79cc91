"use client";
// The matrix's completed tasks: the 5 latest (all once '+N more' is chosen), each can be opened
// again or deleted; Clear Completed removes them and counts a cleanup.
import { useState } from "react";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { completedView, QUADRANTS } from "./rules";
import type { EisenhowerTask } from "./storage";
import { ClearCompletedButton } from "@/components/widgets/shared/clear-completed-button";

export function CompletedList({ tasks, onToggle, onDelete, onClear }: { tasks: EisenhowerTask[]; onToggle: (id: string) => void; onDelete: (id: string) => void; onClear: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = completedView(tasks, expanded);
  return (
    <section aria-labelledby="eisenhower-completed" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="eisenhower-completed" className="text-sm font-semibold">
          Completed <span className="text-muted-foreground font-normal tabular-nums">({shown.length + more})</span>
        </h3>
        <ClearCompletedButton onClear={onClear} />
      </div>
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-xs">Completed tasks show here.</p>
      ) : (
        <ul className="space-y-1.5" aria-label="Completed tasks">
          {shown.map((t) => (
            <TaskItem key={t.id} testId="eisenhower-completed-task" content={t.content} completed onToggle={() => onToggle(t.id)} onDelete={() => onDelete(t.id)} meta={QUADRANTS[t.quadrant].label} />
          ))}
        </ul>
      )}
      {(more > 0 || expanded) && (
        <button type="button" className="text-xs font-medium underline underline-offset-2 hover:no-underline" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show less" : `+${more} more`}
        </button>
      )}
    </section>
  );
}
