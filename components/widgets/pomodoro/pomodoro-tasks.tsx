"use client";
// Pomodoro's task list (docs/product/widgets.md#pomodoro: height capped at 200 px): add, choose the current task, complete, delete.
import { CrosshairIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { TaskItem } from "@/components/widgets/shared/task-item";
import type { PomodoroTask } from "./storage";

type Props = {
  tasks: PomodoroTask[];
  currentTaskId: string | null;
  onAdd: (name: string) => boolean;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onDelete: (id: string) => void;
};

export function PomodoroTasks({ tasks, currentTaskId, onAdd, onSelect, onToggle, onDelete }: Props) {
  return (
    <div className="space-y-2">
      <AddTaskForm label="New Pomodoro task" placeholder="What will you focus on?" onAdd={onAdd} />
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">Add a task, then start a focus session on it.</p>
      ) : (
        <ul className="max-h-[200px] space-y-1.5 overflow-y-auto pr-1" aria-label="Pomodoro tasks" data-testid="pomodoro-tasks">
          {tasks.map((task) => {
            const current = task.id === currentTaskId;
            return (
              <TaskItem
                key={task.id}
                content={task.name}
                completed={task.completed}
                highlight={current}
                onToggle={() => onToggle(task.id)}
                onDelete={() => onDelete(task.id)}
                meta={current ? <span className="font-semibold text-cardinal-800 dark:text-gold-300">Current task</span> : undefined}
                actions={
                  !task.completed && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-muted-foreground"
                      aria-label={`Focus on "${task.name}"`}
                      aria-pressed={current}
                      onClick={() => onSelect(task.id)}
                    >
                      <CrosshairIcon aria-hidden />
                    </Button>
                  )
                }
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
