"use client";
// One action in a GTD list: only a next action has a checkbox; an open action can be clarified
// into another list ("Move to") and edited; a completed one is read-only; delete is always there.
import { Badge } from "@/components/ui/badge";
import { MoveMenu } from "@/components/widgets/shared/move-menu";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { cn } from "@/lib/utils";
import { ActionEditor, contextLabel } from "./action-editor";
import { CLARIFY_TARGETS, dueStatus, GTD_LISTS, type ActionDetails } from "./rules";
import type { GtdAction, GtdType } from "./storage";

const DUE_STYLE = {
  overdue: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200",
  "due-soon": "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-200",
};

export function ActionRow({
  action,
  today,
  projects,
  onComplete,
  onMove,
  onSave,
  onDelete,
}: {
  action: GtdAction;
  today: string;
  projects: string[];
  onComplete: () => void;
  onMove: (to: GtdType) => void;
  onSave: (patch: { content: string } & ActionDetails) => boolean;
  onDelete: () => void;
}) {
  const due = dueStatus(action, today);
  const targets = GTD_LISTS.filter((l) => CLARIFY_TARGETS.includes(l.type) && l.type !== action.type).map((l) => ({ value: l.type, label: l.label }));
  return (
    <TaskItem
      testId="gtd-action"
      content={action.content}
      completed={action.completed}
      onToggle={action.type === "next" ? onComplete : undefined}
      onDelete={onDelete}
      meta={
        <>
          {action.project && <Badge variant="secondary">{action.project}</Badge>}
          {action.context && <Badge variant="outline">{contextLabel(action.context)}</Badge>}
          {action.dueDate && (
            <Badge variant="outline" className={cn(due && DUE_STYLE[due])} data-due={due ?? "later"}>
              {due === "overdue" ? "Overdue" : due === "due-soon" ? "Due soon" : "Due"} {action.dueDate}
            </Badge>
          )}
          {action.notes && <span className="line-clamp-1 w-full">{action.notes}</span>}
        </>
      }
      actions={
        !action.completed && (
          <>
            <MoveMenu item={action.content} options={targets} onMove={onMove} />
            <ActionEditor key={`${action.content}|${action.project}|${action.context}|${action.dueDate}|${action.notes}`} action={action} projects={projects} onSave={onSave} />
          </>
        )
      }
    />
  );
}
