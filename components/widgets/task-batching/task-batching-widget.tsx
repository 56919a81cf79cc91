"use client";
// Task Batching (docs/product/widgets.md#task-batching): group like tasks into categories and do a batch in one go. 'Focus'
// on a category starts a session and filters the list (Clear Focus or the All tab ends it).
// Data: `task-batching-data`, `task-batching-sessions`, `task-batching-cleanups` (./storage).
import { useState } from "react";
import { CrosshairIcon, Trash2Icon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLocalState } from "@/lib/client/local-store";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { ChoiceSelect } from "@/components/widgets/shared/choice-select";
import { DebouncedNote } from "@/components/widgets/shared/debounced-note";
import { newId } from "@/components/widgets/shared/new-id";
import { NewNamePopover } from "@/components/widgets/shared/new-name-popover";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { useLocalToday } from "@/components/widgets/shared/use-local-today";
import { BatchTaskRow, CategoryDot, ESTIMATE_OPTIONS } from "./batch-task-row";
import { addCategory, addTask, BATCHING_ITEMS, clearCompleted, deleteCategory, deleteTask, editTask, endFocus, formatMinutes, openMinutes, startFocus, toggleTask, visibleTasks } from "./rules";
import { BATCHING_EMPTY, batchingCleanupsSchema, batchingDataSchema, batchingSessionsSchema, CLEANUPS_EMPTY, DEFAULT_ESTIMATE, SESSIONS_EMPTY } from "./storage";
import { BATCHING_CLEANUPS_KEY, BATCHING_KEY, BATCHING_SESSIONS_KEY } from "@/components/widgets/storage-keys";
import { ClearCompletedButton } from "@/components/widgets/shared/clear-completed-button";

const ALL = "all";
const NOTES_DEBOUNCE_MS = 1000;

export default function TaskBatchingWidget() {
  const [data, setData] = useLocalState(BATCHING_KEY, batchingDataSchema, BATCHING_EMPTY);
  const [sessions, setSessions] = useLocalState(BATCHING_SESSIONS_KEY, batchingSessionsSchema, SESSIONS_EMPTY);
  const [cleanups, setCleanups] = useLocalState(BATCHING_CLEANUPS_KEY, batchingCleanupsSchema, CLEANUPS_EMPTY);
  const apply = useOutcome(setData, BATCHING_ITEMS);
  const today = useLocalToday();
  const [chosenTab, setChosenTab] = useState(ALL);
  const [category, setCategory] = useState(data.categories[0]?.id ?? "");
  const [estimate, setEstimate] = useState(String(DEFAULT_ESTIMATE));
  const focus = sessions.focus && data.categories.some((c) => c.id === sessions.focus!.categoryId) ? sessions.focus : null;
  const tab = focus?.categoryId ?? (chosenTab === ALL || data.categories.some((c) => c.id === chosenTab) ? chosenTab : ALL);
  const focusCategory = data.categories.find((c) => c.id === focus?.categoryId);
  const addCategoryId = data.categories.some((c) => c.id === category) ? category : (data.categories[0]?.id ?? "");

  const chooseTab = (value: string) => {
    if (focus) setSessions(endFocus(sessions));
    setChosenTab(value);
  };

  return (
    <div className="space-y-3" data-testid="task-batching-widget">
      <AddTaskForm
        label="New task"
        placeholder="A task to batch..."
        onAdd={(content) => apply(addTask(data, { id: newId(), content, category: tab === ALL ? addCategoryId : tab, timeEstimate: Number(estimate), now: new Date(), today: today() }))}
      >
        {tab === ALL && <ChoiceSelect label="Category" value={addCategoryId} onChange={setCategory} options={data.categories.map((c) => ({ value: c.id, label: c.name }))} className="max-w-[13rem]" />}
        <ChoiceSelect label="Time estimate" value={estimate} onChange={setEstimate} options={ESTIMATE_OPTIONS} className="min-w-[6.5rem]" />
      </AddTaskForm>

      {focusCategory && focus && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
          <span className="flex min-w-0 items-start gap-2">
            <CrosshairIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              Focusing on <strong>{focusCategory.name}</strong>{" "}
              <span className="text-muted-foreground whitespace-nowrap text-xs">since {new Date(focus.startedAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}</span>
            </span>
          </span>
          <Button variant="outline" size="sm" onClick={() => setSessions(endFocus(sessions))}>
            <XIcon aria-hidden />
            Clear Focus
          </Button>
        </div>
      )}

      <Tabs value={tab} onValueChange={chooseTab}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList>
            <TabsTrigger value={ALL} className="px-2 text-xs sm:text-sm">
              All <span className="text-muted-foreground tabular-nums">{data.tasks.length}</span>
            </TabsTrigger>
            {data.categories.map((c) => (
              <TabsTrigger key={c.id} value={c.id} className="px-2 text-xs sm:text-sm">
                <CategoryDot color={c.color} />
                {c.name}
                <span className="text-muted-foreground tabular-nums">{data.tasks.filter((t) => t.category === c.id).length}</span>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {[ALL, ...data.categories.map((c) => c.id)].map((id) => {
          const tasks = visibleTasks(data, id, focus?.categoryId ?? null);
          const cat = data.categories.find((c) => c.id === id);
          return (
            <TabsContent key={id} value={id} className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
                <span className="text-muted-foreground">
                  {tasks.filter((t) => !t.completed).length} open
                  {data.showTimeEstimates && ` · ${formatMinutes(openMinutes(tasks))} left`}
                </span>
                {cat && (
                  <span className="flex items-center gap-1">
                    {!focus && (
                      <Button size="sm" variant="secondary" onClick={() => setSessions(startFocus(sessions, cat.id, new Date()))}>
                        <CrosshairIcon aria-hidden />
                        Focus
                      </Button>
                    )}
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8 text-muted-foreground hover:text-destructive"
                      aria-label={`Delete category "${cat.name}"`}
                      onClick={() => {
                        if (apply(deleteCategory(data, cat.id))) chooseTab(ALL);
                      }}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </span>
                )}
              </div>
              {tasks.length === 0 ? (
                <p className="text-muted-foreground py-5 text-center text-sm">{cat ? `No ${cat.name} tasks yet.` : "No tasks yet. Add one and give it a category."}</p>
              ) : (
                <ul className="space-y-2" aria-label={`${cat?.name ?? "All"} tasks`}>
                  {tasks.map((task) => (
                    <BatchTaskRow
                      key={task.id}
                      task={task}
                      categories={data.categories}
                      showEstimate={data.showTimeEstimates}
                      onToggle={() => apply(toggleTask(data, task.id, focus?.categoryId ?? null, today()))}
                      onSave={(patch) => apply(editTask(data, task.id, patch))}
                      onDelete={() => apply(deleteTask(data, task.id))}
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Switch id="batching-estimates" checked={data.showTimeEstimates} onCheckedChange={(on) => setData((latest) => ({ ...latest, showTimeEstimates: on }))} />
          <Label htmlFor="batching-estimates" className="text-sm font-normal">
            Show time estimates
          </Label>
        </div>
        <div className="flex flex-wrap gap-2">
          <NewNamePopover button="New Category" field="Category name" onAdd={(name) => apply(addCategory(data, name))} />
          <ClearCompletedButton
            onClear={() => {
              if (apply(clearCompleted(data))) setCleanups((latest) => ({ count: latest.count + 1 }));
            }}
          />
        </div>
      </div>
      <p className="text-muted-foreground text-xs" data-testid="batching-counters">
        {sessions.count} focus {sessions.count === 1 ? "session" : "sessions"} · {cleanups.count} {cleanups.count === 1 ? "cleanup" : "cleanups"}
      </p>
      <DebouncedNote
        label="Batching notes"
        placeholder="When do you batch best? What goes together?"
        value={data.batchingNotes}
        delayMs={NOTES_DEBOUNCE_MS}
        onSave={(batchingNotes) => setData((latest) => ({ ...latest, batchingNotes }))}
      />
    </div>
  );
}
