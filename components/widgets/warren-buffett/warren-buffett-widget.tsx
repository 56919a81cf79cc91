"use client";
// Warren Buffett 5/25 (docs/product/widgets.md#warren-buffett-525): write your goals, pick a Top 5 and avoid the rest; the bar is
// (5 - open Top 5) / 5. Data: `warren-buffet-goals` (./storage), rules in ./rules.
import { Progress } from "@/components/ui/progress";
import { useLocalState } from "@/lib/client/local-store";
import { AddTaskForm } from "@/components/widgets/shared/add-task-form";
import { DebouncedNote } from "@/components/widgets/shared/debounced-note";
import { newId } from "@/components/widgets/shared/new-id";
import { useOutcome } from "@/components/widgets/shared/use-outcome";
import { useLocalToday } from "@/components/widgets/shared/use-local-today";
import { BuffettIntro } from "./buffett-intro";
import { GoalRow } from "./goal-row";
import { addGoal, BUFFETT_ITEMS, clearCompleted, deleteGoal, editGoal, openTopFive, sortGoals, TOP_FIVE_LIMIT, toggleCompleted, toggleTopFive, topFiveProgress } from "./rules";
import { BUFFETT_EMPTY, buffettDataSchema, type BuffettGoal } from "./storage";
import { BUFFETT_KEY } from "@/components/widgets/storage-keys";
import { ClearCompletedButton } from "@/components/widgets/shared/clear-completed-button";

const REFLECTION_DEBOUNCE_MS = 1000;

export default function WarrenBuffettWidget() {
  const [data, setData] = useLocalState(BUFFETT_KEY, buffettDataSchema, BUFFETT_EMPTY);
  const apply = useOutcome(setData, BUFFETT_ITEMS);
  const today = useLocalToday();
  const sorted = sortGoals(data.goals);
  const topFive = sorted.filter((g) => g.isTopFive);
  const others = sorted.filter((g) => !g.isTopFive);
  const progress = topFiveProgress(data.goals);
  const open = openTopFive(data.goals);

  const row = (goal: BuffettGoal) => (
    <GoalRow
      key={goal.id}
      goal={goal}
      onToggle={() => apply(toggleCompleted(data, goal.id, new Date(), today()))}
      onTopFive={() => apply(toggleTopFive(data, goal.id))}
      onSave={(content) => apply(editGoal(data, goal.id, content))}
      onDelete={() => apply(deleteGoal(data, goal.id))}
    />
  );

  return (
    <div className="space-y-3" data-testid="warren-buffett-widget">
      {data.isFirstTime && <BuffettIntro onStart={() => setData((latest) => ({ ...latest, isFirstTime: false }))} />}
      <div className="space-y-1">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium">Top 5 progress</span>
          <span className="text-muted-foreground tabular-nums" data-testid="buffett-progress">
            {progress}% · {open} open
          </span>
        </div>
        <Progress value={progress} aria-label="Top 5 progress" />
      </div>
      <AddTaskForm label="New goal" placeholder="Write down a goal..." onAdd={(content) => apply(addGoal(data, { id: newId(), content, now: new Date(), today: today() }))} />

      <section aria-labelledby="buffett-top5" className="space-y-2">
        <h3 id="buffett-top5" className="text-sm font-semibold">
          Top 5 <span className="text-muted-foreground font-normal tabular-nums">({open}/{TOP_FIVE_LIMIT} open)</span>
        </h3>
        {topFive.length === 0 ? (
          <p className="text-muted-foreground text-xs">Star up to five goals that matter most.</p>
        ) : (
          <ul className="space-y-2" aria-label="Top 5 goals">
            {topFive.map(row)}
          </ul>
        )}
      </section>
      <section aria-labelledby="buffett-avoid" className="space-y-2">
        <h3 id="buffett-avoid" className="text-sm font-semibold">
          Avoid at all costs <span className="text-muted-foreground font-normal tabular-nums">({others.length})</span>
        </h3>
        {others.length === 0 ? (
          <p className="text-muted-foreground text-xs">Goals outside your Top 5 wait here.</p>
        ) : (
          <ul className="space-y-2" aria-label="Other goals">
            {others.map(row)}
          </ul>
        )}
      </section>
      <div className="flex justify-end">
        <ClearCompletedButton onClear={() => apply(clearCompleted(data))} />
      </div>
      <DebouncedNote
        label="Reflection"
        placeholder="What did choosing your Top 5 teach you?"
        value={data.reflection}
        delayMs={REFLECTION_DEBOUNCE_MS}
        onSave={(reflection) => setData((latest) => ({ ...latest, reflection }))}
      />
    </div>
  );
}
