"use client";
// One quadrant of the matrix and a drop zone: its label, name and open count, the first 3 open
// tasks (all of them once '+N more' is chosen) and an empty hint.
import { useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { ZoneDrop } from "@/components/widgets/shared/drag-types";
import { QUADRANTS, quadrantView } from "./rules";
import type { EisenhowerTask, QuadrantId } from "./storage";

const TONE: Record<QuadrantId, string> = {
  "urgent-important": "border-t-red-600 dark:border-t-red-400",
  "not-urgent-important": "border-t-blue-600 dark:border-t-blue-400",
  "urgent-not-important": "border-t-amber-500 dark:border-t-amber-400",
  "not-urgent-not-important": "border-t-slate-400 dark:border-t-slate-500",
};

export type QuadrantCardProps = { quadrant: QuadrantId; tasks: EisenhowerTask[]; renderTask: (task: EisenhowerTask) => ReactNode };

/** A quadrant; a drop zone once the drag layer has loaded (eisenhower-dnd's DroppableQuadrantCard). */
export function QuadrantCard({ quadrant, tasks, renderTask, drop }: QuadrantCardProps & { drop?: ZoneDrop }) {
  const { setNodeRef, isOver = false } = drop ?? {};
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = quadrantView(tasks, quadrant, expanded);
  const open = shown.length + more;
  const headingId = `eisenhower-${quadrant}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`quadrant-${quadrant}`}
      className={cn("rounded-lg border border-t-4 bg-muted/30 p-2.5 transition-colors", TONE[quadrant], isOver && "bg-accent ring-2 ring-ring")}
    >
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {QUADRANTS[quadrant].label}
          <span className="sr-only"> ({QUADRANTS[quadrant].name})</span>
        </h3>
        <span className="text-muted-foreground text-xs" aria-hidden>
          {QUADRANTS[quadrant].name} · {open}
        </span>
      </div>
      {open === 0 ? (
        <p className="text-muted-foreground py-2 text-center text-xs">No tasks here. Drop one in or add one.</p>
      ) : (
        <ul className="space-y-1.5" aria-label={`${QUADRANTS[quadrant].label} tasks`}>
          {shown.map(renderTask)}
        </ul>
      )}
      {(more > 0 || expanded) && open > 3 && (
        <button
          type="button"
          className="mt-1.5 text-xs font-medium underline underline-offset-2 hover:no-underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? "Show less" : `+${more} more`}
        </button>
      )}
    </section>
  );
}
