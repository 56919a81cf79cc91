"use client";
// Eisenhower Matrix (docs/product/widgets.md#eisenhower-matrix): sort tasks by urgency and importance into four quadrants. Tasks
// move by drag and drop (pointer or keyboard, announced) or the "Move to" menu; milestones
// celebrate through useWidgetAward. Data: `eisenhower-matrix-tasks` (./storage), rules in ./rules.
// The drag layer (@dnd-kit) loads when a drag can start (useDragLayer, docs/decisions.md "Loaded when used, not with the page").
import { useRef, useState, type ReactNode } from "react";
import { useLocalState } from "@/lib/client/local-store";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { ChoiceSelect } from "@/components/widgets/shared/choice-select";
import { newId } from "@/components/widgets/shared/new-id";
import { showRefusal, useOutcome } from "@/components/widgets/shared/use-outcome";
import { useDragLayer } from "@/components/widgets/shared/use-drag-layer";
import { CompletedList } from "./completed-list";
import { dropTarget, movedMessage } from "./drag";
import { QuadrantCard } from "./quadrant-card";
import { addTask, clearCompleted, deleteTask, editTask, moveTask, QUADRANTS, toggleCompleted } from "./rules";
import { EISENHOWER_EMPTY, eisenhowerDataSchema, QUADRANT_IDS, type QuadrantId } from "./storage";
import { EISENHOWER_KEY } from "@/components/widgets/storage-keys";
import { TaskCard } from "./task-card";

const loadDragLayer = () => import("./eisenhower-dnd");
const QUADRANT_OPTIONS = QUADRANT_IDS.map((q) => ({ value: q, label: QUADRANTS[q].label }));

export default function EisenhowerMatrixWidget() {
  const [data, setData] = useLocalState(EISENHOWER_KEY, eisenhowerDataSchema, EISENHOWER_EMPTY);
  const apply = useOutcome(setData);
  const [quadrant, setQuadrant] = useState<QuadrantId>("urgent-important");
  const [said, setSaid] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const { layer, intent } = useDragLayer(loadDragLayer, root);
  const Quadrant = layer?.DroppableQuadrantCard ?? QuadrantCard;
  const Task = layer?.DraggableTaskCard ?? TaskCard;

  const move = (id: string, to: QuadrantId) => {
    const content = data.tasks.find((t) => t.id === id)?.content ?? "task";
    if (apply(moveTask(data, id, to))) setSaid(movedMessage(content, to));
  };
  const onDrop = (id: string, over: unknown) => {
    const to = dropTarget(data.tasks, id, over);
    if (to) apply(moveTask(data, id, to));
  };
  const matrix = (children: ReactNode) =>
    layer ? (
      <layer.EisenhowerDnd tasks={data.tasks} onDrop={onDrop}>
        {children}
      </layer.EisenhowerDnd>
    ) : (
      children
    );
  // An edit may be flushed after other changes (blur, unmount): apply it to the latest data.
  const save = (id: string, content: string) =>
    setData((latest) => {
      const outcome = editTask(latest, id, content);
      if (outcome.ok) return outcome.state;
      showRefusal(outcome.refusal);
      return latest;
    });

  return (
    <div ref={root} className="space-y-3" data-testid="eisenhower-matrix-widget" data-drag-ready={layer ? "true" : undefined} {...intent}>
      <AddTaskForm label="New task" placeholder="What needs doing?" onAdd={(content) => apply(addTask(data, { id: newId(), content, quadrant, now: new Date() }))}>
        <ChoiceSelect label="Quadrant" value={quadrant} onChange={setQuadrant} options={QUADRANT_OPTIONS} className="flex-1 sm:w-40 sm:flex-none" />
      </AddTaskForm>

      {matrix(
        <div className="grid gap-2.5 sm:grid-cols-2">
          {QUADRANT_IDS.map((q) => (
            <Quadrant
              key={q}
              quadrant={q}
              tasks={data.tasks}
              renderTask={(task) => (
                <Task
                  key={task.id}
                  task={task}
                  onToggle={() => apply(toggleCompleted(data, task.id, new Date()))}
                  onDelete={() => setData(deleteTask(data, task.id))}
                  onMove={(to) => move(task.id, to)}
                  onSave={(content) => save(task.id, content)}
                />
              )}
            />
          ))}
        </div>,
      )}
      <p className="sr-only" aria-live="polite" role="status" data-testid="eisenhower-announcer">
        {said}
      </p>

      <CompletedList
        tasks={data.tasks}
        onToggle={(id) => apply(toggleCompleted(data, id, new Date()))}
        onDelete={(id) => setData(deleteTask(data, id))}
        onClear={() => apply(clearCompleted(data))}
      />
      <p className="text-muted-foreground text-xs" data-testid="eisenhower-counters">
        {data.counters.created} added · {data.counters.completed} completed · {data.counters.moves} {data.counters.moves === 1 ? "move" : "moves"} · {data.counters.cleanups}{" "}
        {data.counters.cleanups === 1 ? "cleanup" : "cleanups"}
      </p>
    </div>
  );
}
