"use client";
// A SMART goal slot or the main goal (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal): title, completion, deadline
// with its 'Overdue by' / 'Due in' label, the time-remaining bar and the 'Added:' label.
import { CalendarIcon, PartyPopperIcon } from "@/components/ui/icons";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDeleteButton } from "@/components/goals/confirm-delete-button";
import { TimeRemainingBar } from "@/components/goals/time-remaining-bar";
import { useMemberDay } from "@/components/shared/member-day";
import { useCompleteGoal } from "@/components/goals/use-complete-goal";
import { useGoalEditor } from "@/components/goals/use-goal-editor";
import { useNow } from "@/components/shared/minute-clock";
import { addedLabel, deadlineLabel, defaultDeadline } from "@/lib/domain/goal-labels";
import type { Goal, GoalType } from "@/lib/client/use-goals";
import { cn } from "@/lib/utils";
import { InlineTitle } from "@/components/goals/inline-title";
import { DONE_CHECKBOX } from "@/components/shared/row-styles";

type Props = {
  slot: Extract<GoalType, "main" | "smart1" | "smart2" | "smart3">;
  goal: Goal | undefined;
};

export function GoalRow({ slot, goal }: Props) {
  const { timeZone, today } = useMemberDay();
  const now = useNow();
  const { onCompleted, onUncompleted } = useCompleteGoal();
  const editor = useGoalEditor({
    slot,
    kind: "goal",
    goal,
    timeZone,
    defaultDeadline: today ? defaultDeadline(today) : "",
    minDeadline: today || undefined,
    onCompleted,
    onUncompleted,
  });
  const isMain = slot === "main";
  const n = isMain ? 0 : Number(slot.slice(-1));
  const name = isMain ? "Main goal" : `SMART goal ${n}`;
  const due = goal ? deadlineLabel({ deadline: goal.deadline, isCompleted: editor.isCompleted }, now, timeZone) : null;
  const done = editor.isCompleted;

  return (
    <div
      data-testid={`goal-row-${slot}`}
      data-goal-id={goal?.id ?? (isMain ? -4 : -n)}
      data-completed={done}
      className={cn(
        "group rounded-xl border bg-card p-3 shadow-xs transition-colors sm:p-4",
        done
          ? "border-emerald-400 bg-emerald-50 dark:border-emerald-600/70 dark:bg-emerald-950/40"
          : "hover:border-cardinal-700/30 dark:hover:border-gold-500/30",
      )}
    >
      <div className="flex items-start gap-2 sm:gap-3">
        <Checkbox
          checked={done}
          onCheckedChange={(checked) => void editor.toggle(checked === true)}
          aria-label={`Mark ${name.toLowerCase()} complete`}
          className={cn("mt-2 size-5 rounded-md", done && DONE_CHECKBOX)}
        />
        {!isMain && (
          <span
            aria-hidden
            className={cn(
              "mt-1 hidden size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold sm:flex",
              done ? "bg-emerald-600 text-white" : "bg-cardinal-700 text-white dark:bg-cardinal-600",
            )}
          >
            {n}
          </span>
        )}
        <InlineTitle
          value={editor.title}
          onChange={editor.setTitle}
          onCommit={editor.commitTitle}
          placeholder={isMain ? "What is the one big goal you are working towards?" : `Set SMART goal #${n}...`}
          label={name}
          className={cn(
            "text-base",
            done && "text-emerald-900 line-through decoration-emerald-600/60 dark:text-emerald-100",
          )}
        />
        {goal && !done && (
          <ConfirmDeleteButton label={`Delete ${name.toLowerCase()}`} title={goal.title} onConfirm={() => void editor.remove()} />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 pl-7 text-xs text-muted-foreground sm:pl-8">
        <span>{addedLabel("goal", goal?.dateCreated, now, timeZone)}</span>
        {!done && (
          <label className="flex items-center gap-1.5">
            <CalendarIcon className="size-3.5" aria-hidden />
            <span className="sr-only">Deadline for {name.toLowerCase()}</span>
            <input
              type="date"
              value={editor.deadline}
              min={today || undefined}
              onChange={(e) => editor.setDeadline(e.target.value)}
              aria-invalid={editor.deadlineError ? true : undefined}
              aria-describedby={editor.deadlineError ? `deadline-error-${slot}` : undefined}
              className="rounded-md border border-transparent bg-transparent px-1 py-0.5 text-xs hover:border-input focus-visible:border-ring focus-visible:outline-none dark:[color-scheme:dark]"
            />
          </label>
        )}
        {editor.deadlineError && !done && (
          <span id={`deadline-error-${slot}`} role="alert" className="basis-full font-medium text-red-700 dark:text-red-400">
            {editor.deadlineError}
          </span>
        )}
        {due && (
          <span
            data-testid="deadline-label"
            className={cn(
              "font-medium",
              due.tone === "overdue" ? "text-red-600 dark:text-red-400" : "text-blue-600 dark:text-blue-400",
            )}
          >
            {due.text}
          </span>
        )}
        {done && (
          <span className="flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-300">
            <PartyPopperIcon className="size-3.5" aria-hidden /> Completed!
          </span>
        )}
      </div>
      {goal && !done && <TimeRemainingBar goal={goal} now={now} className="mt-3 ml-7 sm:ml-8" />}
    </div>
  );
}
