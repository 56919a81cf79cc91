"use client";
// One of today's top 3 tasks (docs/product/journal-and-reset.md#todays-top-tasks): checking a new non-empty task creates it
// completed; completing only updates isCompleted; 'Added: ...' and '+10 Points' (the server's number:
// none when the slot was already paid today, docs/product/points-and-badges.md#fair-points).
import { XIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useMemberDay } from "@/components/shared/member-day";
import { useGoalEditor } from "@/components/goals/use-goal-editor";
import { useNow } from "@/components/shared/minute-clock";
import { POINTS, pointsLabel } from "@/lib/constants";
import { addedLabel } from "@/lib/domain/goal-labels";
import type { Goal, TaskType } from "@/lib/client/use-goals";
import { cn } from "@/lib/utils";
import { InlineTitle } from "@/components/goals/inline-title";
import { DONE_CHECKBOX } from "@/components/shared/row-styles";

export function TaskRow({ slot, goal }: { slot: TaskType; goal: Goal | undefined }) {
  const { timeZone } = useMemberDay();
  const now = useNow();
  const editor = useGoalEditor({ slot, kind: "task", goal, timeZone, defaultDeadline: "" });
  const n = Number(slot.slice(-1));
  const done = editor.isCompleted;
  // The server's number for a saved task (earned, or what completing it gives: 0 in a slot already
  // paid today); an empty slot's task earns the seed's 10 unless the server says otherwise once saved.
  const points = goal?.points ?? POINTS.dailyTask;
  return (
    <div
      data-testid={`task-row-${slot}`}
      data-goal-id={goal?.id ?? -n}
      data-completed={done}
      className={cn(
        "flex items-center gap-3 rounded-xl border p-3 transition-colors",
        done ? "border-emerald-400 bg-emerald-50 dark:border-emerald-600/70 dark:bg-emerald-950/40" : "bg-card",
      )}
    >
      <Checkbox
        checked={done}
        onCheckedChange={(checked) => void editor.toggle(checked === true)}
        aria-label={`Mark task ${n} complete`}
        className={cn("size-5 rounded-full", done && DONE_CHECKBOX)}
      />
      <div className="min-w-0 flex-1">
        <InlineTitle
          value={editor.title}
          onChange={editor.setTitle}
          onCommit={editor.commitTitle}
          placeholder={`Task #${n} for today...`}
          label={`Task ${n}`}
          className={cn(done && "text-emerald-900 line-through decoration-emerald-600/60 dark:text-emerald-100")}
        />
        <div className="flex items-center gap-3 px-2 text-xs text-muted-foreground">
          <span>{addedLabel("task", goal?.dateCreated, now, timeZone)}</span>
          {points > 0 && (
            <span data-testid="task-points" className={cn("font-semibold", done ? "text-emerald-700 dark:text-emerald-300" : "text-amber-700 dark:text-gold-500")}>
              {pointsLabel(points)}
            </span>
          )}
        </div>
      </div>
      {goal && (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={`Delete task ${n}`}
          onClick={() => void editor.remove()}
        >
          <XIcon />
        </Button>
      )}
    </div>
  );
}
