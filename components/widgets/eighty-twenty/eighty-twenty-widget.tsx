"use client";
// Eighty-Twenty (docs/product/widgets.md#eighty-twenty): tasks with an impact and a category, the breakdown by impact,
// a reflection; completing a high-impact task earns a praise toast. Edit only while open.
import { useState } from "react";
import { useLocalState } from "@/lib/client/local-store";
import { toast } from "@/lib/client/toast";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { ChoiceSelect } from "@/components/widgets/shared/choice-select";
import { DebouncedNote } from "@/components/widgets/shared/debounced-note";
import { EditTaskDialog } from "@/components/widgets/shared/edit-task-dialog";
import { newId } from "@/components/widgets/shared/new-id";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { cn } from "@/lib/utils";
import { addTask, clearCompleted, deleteTask, EIGHTY_TWENTY_ITEMS, earnsPraise, editTask, HIGH_IMPACT_PRAISE, IMPACT_LABELS, orderedTasks, toggleTask } from "./rules";
import { IMPACT_COLORS, ImpactBreakdown } from "./impact-breakdown";
import { CATEGORIES, EIGHTY_TWENTY_EMPTY, eightyTwentyStateSchema, IMPACTS, type Category, type EightyTwentyTask, type Impact } from "./storage";
import { EIGHTY_TWENTY_KEY } from "@/components/widgets/storage-keys";
import { ClearCompletedButton } from "@/components/widgets/shared/clear-completed-button";

const IMPACT_CHOICES = IMPACTS.map((value) => ({ value, label: IMPACT_LABELS[value] }));
const CATEGORY_CHOICES = CATEGORIES.map((value) => ({ value, label: value }));
/** Reflection saves this long after typing stops. */
const REFLECTION_SAVE_MS = 1000;

function EditFields({ task, onSave }: { task: EightyTwentyTask; onSave: (content: string, impact: Impact, category: Category) => boolean }) {
  const [impact, setImpact] = useState<Impact>(task.impact);
  const [category, setCategory] = useState<Category>(task.category);
  return (
    <EditTaskDialog content={task.content} onSave={(content) => onSave(content, impact, category)}>
      <ChoiceSelect label="Impact" value={impact} onChange={setImpact} options={IMPACT_CHOICES} />
      <ChoiceSelect label="Category" value={category} onChange={setCategory} options={CATEGORY_CHOICES} />
    </EditTaskDialog>
  );
}

export default function EightyTwentyWidget() {
  const [state, setState] = useLocalState(EIGHTY_TWENTY_KEY, eightyTwentyStateSchema, EIGHTY_TWENTY_EMPTY);
  const apply = useOutcome(setState, EIGHTY_TWENTY_ITEMS);
  const [impact, setImpact] = useState<Impact>("medium");
  const [category, setCategory] = useState<Category>("Work");

  const toggle = (task: EightyTwentyTask) => {
    if (apply(toggleTask(state, task.id)) && earnsPraise(task)) toast({ title: HIGH_IMPACT_PRAISE.title, description: HIGH_IMPACT_PRAISE.description, variant: "success" });
  };

  return (
    <div className="space-y-4" data-testid="eighty-twenty-widget">
      <ImpactBreakdown tasks={state.tasks} />

      <AddTaskForm label="New task" placeholder="What could you do?" onAdd={(content) => apply(addTask(state, { id: newId(), content, impact, category, now: Date.now() }))}>
        <ChoiceSelect label="Impact" value={impact} onChange={setImpact} options={IMPACT_CHOICES} />
        <ChoiceSelect label="Category" value={category} onChange={setCategory} options={CATEGORY_CHOICES} />
      </AddTaskForm>

      {state.tasks.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">No tasks yet. List what you could do, then mark the few with high impact.</p>
      ) : (
        <ul className="space-y-2" aria-label="Eighty-Twenty tasks">
          {orderedTasks(state.tasks).map((task) => (
            <TaskItem
              key={task.id}
              testId="eighty-twenty-task"
              content={task.content}
              completed={task.completed}
              highlight={task.impact === "high"}
              onToggle={() => toggle(task)}
              onDelete={() => apply(deleteTask(state, task.id))}
              meta={
                <>
                  <span className="inline-flex items-center gap-1">
                    <span className={cn("size-2 rounded-full", IMPACT_COLORS[task.impact])} aria-hidden />
                    {IMPACT_LABELS[task.impact]}
                  </span>
                  <span aria-hidden>·</span>
                  <span>{task.category}</span>
                </>
              }
              actions={
                !task.completed && (
                  <EditFields key={`${task.content}|${task.impact}|${task.category}`} task={task} onSave={(content, i, c) => apply(editTask(state, task.id, { content, impact: i, category: c }))} />
                )
              }
            />
          ))}
        </ul>
      )}

      <div className="flex justify-end">
        <ClearCompletedButton onClear={() => apply(clearCompleted(state))} />
      </div>

      <DebouncedNote
        label="Reflection"
        placeholder="Which few tasks gave you most of your results? What could you drop?"
        value={state.reflection}
        onSave={(text) => setState((prev) => ({ ...prev, reflection: text }))}
        delayMs={REFLECTION_SAVE_MS}
      />
    </div>
  );
}
