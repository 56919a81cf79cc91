"use client";
// Two-Minute Rule (docs/product/widgets.md#two-minute-rule): if it takes two minutes or less, do it now (Quick Tasks); otherwise
// schedule it. Tabs Quick Tasks, Scheduled, Completed, All. Points in ./rules.
import { useState } from "react";
import { CalendarClockIcon, ZapIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLocalState } from "@/lib/client/local-store";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { newId } from "@/components/widgets/shared/new-id";
import { SegmentedChoice } from "@/components/widgets/shared/segmented-choice";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { addTask, deleteTask, setQuick, tasksOfTab, toggleTask, TWO_MINUTE_ITEMS, TWO_MINUTE_TABS, type TwoMinuteTab } from "./rules";
import { TWO_MINUTE_EMPTY, twoMinuteStateSchema } from "./storage";
import { TWO_MINUTE_KEY } from "@/components/widgets/storage-keys";

const EMPTY_TEXT: Record<TwoMinuteTab, string> = {
  quick: "No quick tasks. Anything that takes two minutes or less? Add it and do it now.",
  scheduled: "Nothing scheduled. Longer tasks you add as scheduled wait here.",
  completed: "No completed tasks yet.",
  all: "No tasks yet.",
};

const KINDS = [
  { value: "quick", label: "2 min", Icon: ZapIcon },
  { value: "scheduled", label: "Schedule", Icon: CalendarClockIcon },
] as const;

export default function TwoMinuteRuleWidget() {
  const [state, setState] = useLocalState(TWO_MINUTE_KEY, twoMinuteStateSchema, TWO_MINUTE_EMPTY);
  const apply = useOutcome(setState, TWO_MINUTE_ITEMS);
  const [quick, setQuickChoice] = useState(true);
  const [tab, setTab] = useState<TwoMinuteTab>("quick");

  return (
    <div className="space-y-3" data-testid="two-minute-rule-widget">
      <AddTaskForm
        label="New task"
        placeholder={quick ? "A task of two minutes or less..." : "A longer task to schedule..."}
        onAdd={(content) => {
          const accepted = apply(addTask(state, { id: newId(), content, quickTask: quick, now: Date.now() }));
          if (accepted) setTab(quick ? "quick" : "scheduled");
          return accepted;
        }}
      >
        <SegmentedChoice label="Task kind" value={quick ? "quick" : "scheduled"} onChange={(kind) => setQuickChoice(kind === "quick")} options={KINDS} />
      </AddTaskForm>

      <Tabs value={tab} onValueChange={(value) => setTab(value as TwoMinuteTab)}>
        <TabsList className="w-full">
          {TWO_MINUTE_TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id} className="px-1.5 text-xs sm:text-sm">
              {t.label}
              <span className="text-muted-foreground tabular-nums">{tasksOfTab(state.tasks, t.id).length}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {TWO_MINUTE_TABS.map((t) => {
          const tasks = tasksOfTab(state.tasks, t.id);
          return (
            <TabsContent key={t.id} value={t.id}>
              {tasks.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">{EMPTY_TEXT[t.id]}</p>
              ) : (
                <ul className="space-y-2" aria-label={`${t.label} list`}>
                  {tasks.map((task) => (
                    <TaskItem
                      key={task.id}
                      testId="two-minute-task"
                      content={task.content}
                      completed={task.completed}
                      onToggle={() => apply(toggleTask(state, task.id))}
                      onDelete={() => apply(deleteTask(state, task.id))}
                      meta={
                        <span className="inline-flex items-center gap-1">
                          {task.quickTask ? <ZapIcon className="size-3" aria-hidden /> : <CalendarClockIcon className="size-3" aria-hidden />}
                          {task.quickTask ? "Quick task" : "Scheduled"}
                        </span>
                      }
                      actions={
                        !task.completed && (
                          <Button
                            variant="ghost"
                            size="sm"
                            className="h-8 px-2 text-xs"
                            onClick={() => setState(setQuick(state, task.id, !task.quickTask))}
                            aria-label={task.quickTask ? `Schedule "${task.content}" for later` : `Make "${task.content}" a quick task`}
                          >
                            {task.quickTask ? "Schedule" : "Do now"}
                          </Button>
                        )
                      }
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
