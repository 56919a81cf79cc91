"use client";
// One goal or task slot being edited (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal, #todays-top-tasks, #goal-and-journal-messages):
// - the title is saved after a 3 s pause, on blur or on Enter, only when the trimmed title is
//   non-empty and differs from the stored one; an unsaved slot is created by its first save;
// - a deadline change is saved after a 3 s pause, and only for a saved goal (an unsaved one
//   keeps it for its creation);
// - the completion toggle does nothing on a blank title; on an unsaved slot it creates the goal
//   already completed.
// Writes of one slot run one after another, so a blur right after the debounce never creates twice.
import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { TIMINGS } from "@/lib/constants";
import { deadlineToInstant, deadlineToPicker, isPastDeadline, PAST_DEADLINE_MESSAGE } from "@/lib/domain/goal-labels";
import { queryKeys } from "@/lib/query/query-keys";
import { useCreateGoal, useDeleteGoal, useUpdateGoal, type Goal, type GoalType, type GoalWrite } from "@/lib/client/use-goals";
import { creationFailed, deletionFailed, updateFailed } from "@/components/shared/goal-toasts";
import { useDebouncedCallback } from "@/lib/client/use-debounced-callback";

export type GoalEditorOptions = {
  slot: GoalType;
  kind: "goal" | "task";
  /** The goal holding the slot, if saved. */
  goal: Goal | undefined;
  timeZone: string;
  /** Picker value an unsaved goal starts with ('' for none, e.g. tasks). */
  defaultDeadline: string;
  /** The member's today: a typed deadline before it is refused, not saved (docs/decisions.md "Deadlines"). */
  minDeadline?: string;
  /** After the server confirmed a completion (not a toggle back). */
  onCompleted?: (goal: GoalWrite) => void;
  /** Right when the member unchecks, before the server answers. */
  onUncompleted?: (goal: Goal) => void;
};

export function useGoalEditor({ slot, kind, goal, timeZone, defaultDeadline, minDeadline, onCompleted, onUncompleted }: GoalEditorOptions) {
  const queryClient = useQueryClient();
  const { mutateAsync: createGoal } = useCreateGoal();
  const { mutateAsync: updateGoal } = useUpdateGoal();
  const { mutateAsync: deleteGoal } = useDeleteGoal();
  const queue = useRef<Promise<void>>(Promise.resolve());

  const serverTitle = goal?.title ?? "";
  const serverDeadline = goal?.deadline ?? null;
  const [title, setTitleState] = useState(serverTitle);
  const [deadline, setDeadlineState] = useState(goal ? deadlineToPicker(serverDeadline, timeZone) : defaultDeadline);
  const [optimisticDone, setOptimisticDone] = useState<boolean | null>(null);
  const [seen, setSeen] = useState({ id: goal?.id, title: serverTitle, deadline: serverDeadline });

  // Follow the server (another tab, a reset, the slot freed) unless the member has unsaved edits.
  if (seen.id !== goal?.id || seen.title !== serverTitle || seen.deadline !== serverDeadline) {
    setSeen({ id: goal?.id, title: serverTitle, deadline: serverDeadline });
    if (!goal) {
      setTitleState("");
      setDeadlineState(defaultDeadline);
    } else {
      if (title.trim() === seen.title) setTitleState(serverTitle);
      if (serverDeadline !== seen.deadline) setDeadlineState(deadlineToPicker(serverDeadline, timeZone));
    }
  }

  /** The slot's goal as the cache holds it right now (fresher than props inside async work). */
  const saved = (): Goal | undefined => queryClient.getQueryData<Goal[]>(queryKeys.goals)?.find((g) => g.type === slot);

  const enqueue = (job: () => Promise<void>) => {
    const next = queue.current.then(job);
    queue.current = next.catch(() => {});
    return next;
  };

  const refused = (picker: string) => isPastDeadline(picker, minDeadline);
  const deadlineField = (picker: string) =>
    kind === "goal" && picker && !refused(picker) ? { deadline: deadlineToInstant(picker, timeZone) } : {};

  const saveTitle = (value: string, picker: string) =>
    enqueue(async () => {
      const trimmed = value.trim();
      const current = saved();
      if (!trimmed || trimmed === current?.title) return;
      try {
        if (current) await updateGoal({ id: current.id, title: trimmed });
        else await createGoal({ type: slot, title: trimmed, ...deadlineField(picker) });
      } catch (error) {
        if (current) updateFailed(error);
        else creationFailed(error, kind);
      }
    });

  const saveDeadline = (picker: string) =>
    enqueue(async () => {
      const current = saved();
      if (!current) return;
      const next = picker ? deadlineToInstant(picker, timeZone) : null;
      if (next === current.deadline || (next && current.deadline && Date.parse(next) === Date.parse(current.deadline))) return;
      try {
        await updateGoal({ id: current.id, deadline: next });
      } catch (error) {
        updateFailed(error);
      }
    });

  const titleDebounce = useDebouncedCallback(saveTitle, TIMINGS.goalSaveDebounceMs);
  const deadlineDebounce = useDebouncedCallback(saveDeadline, TIMINGS.goalSaveDebounceMs);

  return {
    title,
    deadline,
    isCompleted: optimisticDone ?? goal?.isCompleted ?? false,
    isSaved: !!goal,
    setTitle(value: string) {
      setTitleState(value);
      titleDebounce.schedule(value, deadline);
    },
    /** Blur or Enter: save now. */
    commitTitle() {
      titleDebounce.cancel();
      void saveTitle(title, deadline);
    },
    setDeadline(picker: string) {
      setDeadlineState(picker);
      if (!goal) return;
      if (refused(picker)) deadlineDebounce.cancel();
      else deadlineDebounce.schedule(picker);
    },
    /** The inline message for a typed deadline before today (a stored overdue one is not refused). */
    deadlineError:
      refused(deadline) && deadline !== (goal ? deadlineToPicker(serverDeadline, timeZone) : defaultDeadline) ? PAST_DEADLINE_MESSAGE : null,
    toggle(checked: boolean) {
      const trimmed = title.trim();
      if (!trimmed) return Promise.resolve();
      titleDebounce.cancel();
      const before = saved();
      if (!checked && before) onUncompleted?.(before);
      setOptimisticDone(checked);
      return enqueue(async () => {
        const current = saved();
        try {
          if (!checked) {
            if (current) await updateGoal({ id: current.id, isCompleted: false });
            return;
          }
          const result = current
            ? await updateGoal({ id: current.id, isCompleted: true, ...(current.title !== trimmed ? { title: trimmed } : {}) })
            : await createGoal({ type: slot, title: trimmed, isCompleted: true, ...deadlineField(deadline) });
          onCompleted?.(result);
        } catch (error) {
          if (current) updateFailed(error);
          else creationFailed(error, kind);
        } finally {
          setOptimisticDone(null);
        }
      });
    },
    remove() {
      titleDebounce.cancel();
      deadlineDebounce.cancel();
      if (!goal) {
        setTitleState("");
        return Promise.resolve();
      }
      return enqueue(async () => {
        const current = saved();
        if (!current) return;
        try {
          await deleteGoal(current.id);
        } catch (error) {
          deletionFailed(error);
        }
      });
    },
  };
}
