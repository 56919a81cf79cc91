"use client";
// One batched task: complete, its category and estimate, edit (text, category, estimate), delete.
import { useState } from "react";
import { ClockIcon } from "lucide-react";
import { ChoiceSelect } from "@/components/widgets/shared/choice-select";
import { EditTaskDialog } from "@/components/widgets/shared/edit-task-dialog";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { formatMinutes } from "./rules";
import { TIME_ESTIMATES, type BatchCategory, type BatchTask } from "./storage";

export const ESTIMATE_OPTIONS = TIME_ESTIMATES.map((m) => ({ value: String(m), label: formatMinutes(m) }));

export function CategoryDot({ color }: { color: string }) {
  return <span aria-hidden className="inline-block size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />;
}

function Editor({ task, categories, onSave }: { task: BatchTask; categories: BatchCategory[]; onSave: (patch: { content: string; category: string; timeEstimate: number }) => boolean }) {
  const [category, setCategory] = useState(task.category);
  const [estimate, setEstimate] = useState(String(task.timeEstimate));
  const estimates = ESTIMATE_OPTIONS.some((o) => o.value === estimate) ? ESTIMATE_OPTIONS : [...ESTIMATE_OPTIONS, { value: estimate, label: formatMinutes(Number(estimate)) }];
  return (
    <EditTaskDialog content={task.content} onSave={(content) => onSave({ content, category, timeEstimate: Number(estimate) })}>
      <ChoiceSelect label="Category" value={category} onChange={setCategory} options={categories.map((c) => ({ value: c.id, label: c.name }))} />
      <ChoiceSelect label="Time estimate" value={estimate} onChange={setEstimate} options={estimates} />
    </EditTaskDialog>
  );
}

export function BatchTaskRow({
  task,
  categories,
  showEstimate,
  onToggle,
  onSave,
  onDelete,
}: {
  task: BatchTask;
  categories: BatchCategory[];
  showEstimate: boolean;
  onToggle: () => void;
  onSave: (patch: { content: string; category: string; timeEstimate: number }) => boolean;
  onDelete: () => void;
}) {
  const category = categories.find((c) => c.id === task.category);
  return (
    <TaskItem
      testId="batch-task"
      content={task.content}
      completed={task.completed}
      onToggle={onToggle}
      onDelete={onDelete}
      meta={
        <>
          <span className="inline-flex items-center gap-1">
            <CategoryDot color={category?.color ?? "#64748b"} />
            {category?.name ?? task.category}
          </span>
          {showEstimate && (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3" aria-hidden />
              {formatMinutes(task.timeEstimate)}
            </span>
          )}
        </>
      }
      actions={<Editor key={`${task.content}|${task.category}|${task.timeEstimate}`} task={task} categories={categories} onSave={onSave} />}
    />
  );
}
