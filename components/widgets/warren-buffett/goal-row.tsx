"use client";
// One 5/25 goal: complete (with its date), into or out of the Top 5 while open, edit while open, delete.
import { StarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EditTaskDialog } from "@/components/widgets/shared/edit-task-dialog";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { cn } from "@/lib/utils";
import type { BuffettGoal } from "./storage";

export function GoalRow({ goal, onToggle, onTopFive, onSave, onDelete }: { goal: BuffettGoal; onToggle: () => void; onTopFive: () => void; onSave: (content: string) => boolean; onDelete: () => void }) {
  return (
    <TaskItem
      testId="buffett-goal"
      content={goal.content}
      completed={goal.completed}
      highlight={goal.isTopFive}
      onToggle={onToggle}
      onDelete={onDelete}
      meta={goal.completed && goal.dateCompleted ? <span>Completed {goal.dateCompleted.slice(0, 10)}</span> : undefined}
      actions={
        !goal.completed && (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-pressed={goal.isTopFive}
              aria-label={goal.isTopFive ? `Remove "${goal.content}" from Top 5` : `Add "${goal.content}" to Top 5`}
              onClick={onTopFive}
            >
              <StarIcon aria-hidden className={cn(goal.isTopFive ? "fill-gold-500 text-gold-600" : "text-muted-foreground")} />
            </Button>
            <EditTaskDialog noun="goal" content={goal.content} onSave={onSave} />
          </>
        )
      }
    />
  );
}
