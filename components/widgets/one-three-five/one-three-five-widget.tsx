"use client";
// 1-3-5 Rule (docs/product/widgets.md#1-3-5-rule): one big, three medium and five small tasks. The progress bar
// is completed / 9; bonuses arrive at 25/50/75/100 % and for a balanced day (./rules).
import { useState } from "react";
import { Progress } from "@/components/ui/progress";
import { useLocalState } from "@/lib/client/local-store";
import { localDate } from "@/lib/domain/day";
import { useMemberDay } from "@/components/shared/member-day";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { EditTaskDialog } from "@/components/widgets/shared/edit-task-dialog";
import { newId } from "@/components/widgets/shared/new-id";
import { SegmentedChoice } from "@/components/widgets/shared/segmented-choice";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { addTask, clearCompleted, deleteTask, editTask, progress, remaining, SIZE_LABELS, SIZE_LIMITS, tasksOfSize, toggleTask, TOTAL_TASKS } from "./rules";
import { ONE_THREE_FIVE_EMPTY, oneThreeFiveStateSchema, TASK_SIZES, type TaskSize } from "./storage";
import { ONE_THREE_FIVE_KEY } from "@/components/widgets/storage-keys";
import { ClearCompletedButton } from "@/components/widgets/shared/clear-completed-button";

const SIZE_CHOICES = [
  { value: "big", label: "Big" },
  { value: "medium", label: "Medium" },
  { value: "small", label: "Small" },
] as const;

export default function OneThreeFiveWidget() {
  const [state, setState] = useLocalState(ONE_THREE_FIVE_KEY, oneThreeFiveStateSchema, ONE_THREE_FIVE_EMPTY);
  const apply = useOutcome(setState);
  const { timeZone } = useMemberDay();
  const [size, setSize] = useState<TaskSize>("big");
  const completed = state.tasks.filter((t) => t.completed).length;
  const percent = Math.round(progress(state.tasks) * 100);

  return (
    <div className="space-y-4" data-testid="one-three-five-widget">
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium">Today&apos;s progress</span>
          <span className="text-muted-foreground tabular-nums" data-testid="one-three-five-progress">
            {Math.min(completed, TOTAL_TASKS)} of {TOTAL_TASKS} done · {percent}%
          </span>
        </div>
        <Progress value={percent} aria-label="1-3-5 progress" />
      </div>

      <AddTaskForm label="New task" placeholder={`A ${size} task...`} onAdd={(content) => apply(addTask(state, { id: newId(), content, size }))}>
        <SegmentedChoice label="Task size" value={size} onChange={setSize} options={SIZE_CHOICES} />
      </AddTaskForm>

      <div className="grid gap-3 md:grid-cols-3">
        {TASK_SIZES.map((s) => {
          const tasks = tasksOfSize(state.tasks, s);
          const free = remaining(state.tasks, s);
          return (
            <section key={s} aria-labelledby={`one-three-five-${s}`} className="space-y-2 rounded-xl border bg-muted/40 p-2.5" data-testid={`one-three-five-${s}`}>
              <h3 id={`one-three-five-${s}`} className="flex items-baseline justify-between px-1 text-sm font-semibold">
                {SIZE_LABELS[s]}
                <span className="text-xs font-normal text-muted-foreground">
                  {SIZE_LIMITS[s] - free} of {SIZE_LIMITS[s]} active
                </span>
              </h3>
              {tasks.length > 0 && (
                <ul className="space-y-2" aria-label={`${SIZE_LABELS[s]} list`}>
                  {tasks.map((task) => (
                    <TaskItem
                      key={task.id}
                      testId="one-three-five-task"
                      content={task.content}
                      completed={task.completed}
                      onToggle={() => apply(toggleTask(state, task.id, localDate(new Date(), timeZone)))}
                      onDelete={() => setState(deleteTask(state, task.id))}
                      actions={!task.completed && <EditTaskDialog content={task.content} onSave={(text) => apply(editTask(state, task.id, text))} />}
                    />
                  ))}
                </ul>
              )}
              {free > 0 && (
                <p className="rounded-lg border border-dashed px-2 py-2 text-center text-xs text-muted-foreground">
                  {free} {s} {free === 1 ? "place" : "places"} free
                </p>
              )}
            </section>
          );
        })}
      </div>

      <div className="flex justify-end">
        <ClearCompletedButton onClear={() => apply(clearCompleted(state))} />
      </div>
    </div>
  );
}
