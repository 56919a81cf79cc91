"use client";
// Early Bird (docs/product/widgets.md#early-bird): this morning's tasks with one priority, the morning intention
// and reflection, and the archive of earlier mornings. Morning is before 12:00 in the member's
// time zone; a new local day archives the previous morning (./rules).
import { useEffect, useState } from "react";
import { StarIcon, SunriseIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLocalState } from "@/lib/client/local-store";
import { localDate } from "@/lib/domain/day";
import { useMemberDay } from "@/components/shared/member-day";
import { useNow } from "@/components/shared/minute-clock";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { DebouncedNote } from "@/components/widgets/shared/debounced-note";
import { newId } from "@/components/widgets/shared/new-id";
import { TaskItem } from "@/components/widgets/shared/task-item";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { cn } from "@/lib/utils";
import { addTask, deleteTask, EARLY_BIRD_ITEMS, EARLY_BIRD_SAVE_MS, isMorning, orderedTasks, PRIORITY_EXISTS, setPriority, startMorning, toggleTask } from "./rules";
import { MorningArchive } from "./morning-archive";
import { EARLY_BIRD_EMPTY, earlyBirdStateSchema } from "./storage";
import { EARLY_BIRD_KEY } from "@/components/widgets/storage-keys";

export default function EarlyBirdWidget() {
  const [state, setState] = useLocalState(EARLY_BIRD_KEY, earlyBirdStateSchema, EARLY_BIRD_EMPTY);
  const apply = useOutcome(setState, EARLY_BIRD_ITEMS);
  const { timeZone } = useMemberDay();
  const now = useNow();
  const today = localDate(now, timeZone);
  const morning = isMorning(now, timeZone);
  const [priority, setPriorityChoice] = useState(false);
  const clock = (ms: number) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(ms);

  // A new local day: yesterday's morning goes to the archive (a no-op when the date is today's).
  useEffect(() => {
    const started = startMorning(state, today);
    if (started !== state) setState(started);
  }, [state, today, setState]);

  return (
    <div className="space-y-4" data-testid="early-bird-widget">
      <p
        className={cn(
          "flex items-center gap-2 rounded-lg px-3 py-2 text-sm",
          morning ? "bg-gold-100 text-foreground dark:bg-gold-500/15" : "bg-muted text-muted-foreground",
        )}
        data-testid="early-bird-status"
      >
        <SunriseIcon className="size-4 shrink-0" aria-hidden />
        {morning ? "Good morning! Tasks you finish before 12:00 earn Early Bird points." : "The morning is over (after 12:00). Plan tomorrow's morning here."}
      </p>

      <DebouncedNote
        label="Morning intention"
        placeholder="What do you intend to focus on this morning?"
        value={state.morningIntention}
        onSave={(text) => setState((prev) => ({ ...prev, morningIntention: text }))}
        delayMs={EARLY_BIRD_SAVE_MS}
      />

      <AddTaskForm label="New morning task" placeholder="A task for this morning..." onAdd={(content) => {
        const outcome = addTask(state, { id: newId(), content, isPriority: priority, now: Date.now() });
        const accepted = apply(outcome);
        // Refused for the open priority: the toggle lets go, so the next add is an ordinary task.
        if (accepted || (!outcome.ok && outcome.refusal === PRIORITY_EXISTS)) setPriorityChoice(false);
        return accepted;
      }}>
        <Button type="button" variant={priority ? "secondary" : "outline"} aria-pressed={priority} onClick={() => setPriorityChoice(!priority)}>
          <StarIcon aria-hidden className={cn(priority && "fill-gold-500 text-gold-700")} />
          Priority
        </Button>
      </AddTaskForm>

      {state.morningTasks.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">No morning tasks yet. Start with your most important one and flag it as the priority.</p>
      ) : (
        <ul className="space-y-2" aria-label="Morning tasks">
          {orderedTasks(state.morningTasks).map((task) => (
            <TaskItem
              key={task.id}
              testId="early-bird-task"
              content={task.content}
              completed={task.completed}
              highlight={task.isPriority}
              onToggle={() => apply(toggleTask(state, task.id, new Date(), timeZone))}
              onDelete={() => apply(deleteTask(state, task.id))}
              meta={
                <>
                  {task.isPriority && (
                    <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-gold-300">
                      <StarIcon className="size-3 fill-current" aria-hidden />
                      Priority
                    </span>
                  )}
                  {task.completedAt !== null && <span>Done at {clock(task.completedAt)}</span>}
                </>
              }
              actions={
                !task.completed && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-pressed={task.isPriority}
                    aria-label={task.isPriority ? `Remove priority from "${task.content}"` : `Make "${task.content}" the priority`}
                    onClick={() => apply(setPriority(state, task.id, !task.isPriority))}
                  >
                    <StarIcon aria-hidden className={cn(task.isPriority ? "fill-gold-500 text-gold-700" : "text-muted-foreground")} />
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}

      <DebouncedNote
        label="Morning reflection"
        placeholder="How did your morning go? What will you do differently tomorrow?"
        value={state.morningReflection}
        onSave={(text) => setState((prev) => ({ ...prev, morningReflection: text }))}
        delayMs={EARLY_BIRD_SAVE_MS}
      />

      <MorningArchive archive={state.archive} />
    </div>
  );
}
