"use client";
// One task of a list widget: a completion checkbox, the text (struck through when done), the
// widget's own badges and actions, and a delete button. Names say which task they act on.
import type { ReactNode } from "react";
import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";

export function TaskItem({
  content,
  completed,
  onToggle,
  onDelete,
  meta,
  actions,
  highlight = false,
  testId,
}: {
  content: string;
  completed: boolean;
  /** Without it the row has no checkbox (an item that cannot be completed here). */
  onToggle?: () => void;
  onDelete: () => void;
  /** Small badges under the text (kind, impact, time...). */
  meta?: ReactNode;
  /** Buttons before the delete button (edit, flag, move...). */
  actions?: ReactNode;
  /** A marked row (a priority or high-impact task). */
  highlight?: boolean;
  testId?: string;
}) {
  return (
    <li
      data-testid={testId}
      data-completed={completed}
      className={cn(
        "flex items-start gap-3 rounded-lg border p-2.5 transition-colors",
        completed ? "border-emerald-300 bg-emerald-50/70 dark:border-emerald-700/60 dark:bg-emerald-950/30" : "bg-card",
        highlight && !completed && "border-gold-500/70 bg-gold-100/60 dark:border-gold-500/50 dark:bg-gold-500/10",
      )}
    >
      {onToggle && (
        <Checkbox
          checked={completed}
          onCheckedChange={onToggle}
          aria-label={completed ? `Mark "${content}" as not done` : `Complete "${content}"`}
          className="mt-0.5 size-5 rounded-full"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className={cn("break-words text-sm", completed && "text-muted-foreground line-through")}>{content}</p>
        {meta && <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">{meta}</div>}
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        {actions}
        <Button variant="ghost" size="icon" className="size-8 text-muted-foreground hover:text-destructive" aria-label={`Delete "${content}"`} onClick={onDelete}>
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
