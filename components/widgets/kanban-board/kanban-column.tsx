"use client";
// One Kanban column: a drop target (kanban-dnd's DroppableKanbanColumn once the drag layer has
// loaded) that shows whether the card held over it may land there.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { ZoneDrop } from "@/components/widgets/shared/drag-types";
import { WIP_LIMIT } from "./rules";
import type { KanbanColumn } from "./storage";

export type KanbanColumnProps = {
  column: KanbanColumn;
  title: string;
  count: number;
  /** While a card is held over this column: may it land here? */
  dropAllowed: boolean;
  action?: ReactNode;
  children: ReactNode;
};

export function KanbanColumnView({ column, title, count, dropAllowed, action, children, drop }: KanbanColumnProps & { drop?: ZoneDrop }) {
  const { setNodeRef, isOver = false } = drop ?? {};
  const headingId = `kanban-${column}-heading`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`kanban-column-${column}`}
      className={cn(
        "flex min-h-32 flex-col gap-2 rounded-xl border bg-muted/40 p-2.5 transition-colors",
        isOver && (dropAllowed ? "border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40" : "border-destructive bg-destructive/10"),
      )}
    >
      <div className="flex items-center justify-between gap-2 px-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {title}{" "}
          <span className="font-normal text-muted-foreground tabular-nums">
            {column === "inProgress" ? `${count}/${WIP_LIMIT}` : count}
          </span>
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}
