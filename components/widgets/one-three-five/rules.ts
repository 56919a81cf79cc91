// 1-3-5 Rule (docs/product/widgets.md#1-3-5-rule): at most 1 big, 3 medium and 5 small active (open) tasks;
// tasks complete and un-complete; progress = completed / 9 (capped at 100 %). Crossing 25, 50,
// 75 and 100 % gives 5, 8, 10 and 20; a completed task of every size gives the balance bonus 12.
// Each bonus is given once per local day (un-checking and checking again earns nothing more).
import { LIMITS } from "@/lib/constants";
import { done, NO_COMPLETED_TASKS, refuse, TASK_EDIT_EMPTY, TASK_REQUIRED, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { TASK_SIZES, type OneThreeFiveState, type OneThreeFiveTask, type TaskSize } from "./storage";

export const SIZE_LIMITS: Record<TaskSize, number> = { big: 1, medium: 3, small: 5 };
export const TOTAL_TASKS = 9;

export const SIZE_LABELS: Record<TaskSize, string> = { big: "Big task", medium: "Medium tasks", small: "Small tasks" };

export const PROGRESS_BONUSES = [
  { id: "25", percent: 25, points: 5 },
  { id: "50", percent: 50, points: 8 },
  { id: "75", percent: 75, points: 10 },
  { id: "100", percent: 100, points: 20 },
] as const;
export const BALANCE_BONUS = 12;

export const limitRefusal = (size: TaskSize): Refusal => ({
  title: "Task Limit Reached",
  description: `You can only have ${SIZE_LIMITS[size]} active ${size} task(s).`,
});

const active = (tasks: OneThreeFiveTask[], size: TaskSize) => tasks.filter((t) => t.size === size && !t.completed).length;

/** Completed share of the nine, 0..1. */
export function progress(tasks: OneThreeFiveTask[]): number {
  return Math.min(1, tasks.filter((t) => t.completed).length / TOTAL_TASKS);
}

export function tasksOfSize(tasks: OneThreeFiveTask[], size: TaskSize): OneThreeFiveTask[] {
  return tasks.filter((t) => t.size === size);
}

/** Free places for a size now. */
export function remaining(tasks: OneThreeFiveTask[], size: TaskSize): number {
  return Math.max(0, SIZE_LIMITS[size] - active(tasks, size));
}

export function addTask(state: OneThreeFiveState, input: { id: string; content: string; size: TaskSize }): Outcome<OneThreeFiveState> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_REQUIRED);
  if (remaining(state.tasks, input.size) === 0) return refuse(limitRefusal(input.size));
  return done({ ...state, tasks: [...state.tasks, { id: input.id, content, completed: false, size: input.size }] });
}

/**
 * Completes or re-opens a task. Re-opening refuses when the size is full again. `today` is the
 * member's local date: bonuses given on an earlier day can be earned again.
 */
export function toggleTask(state: OneThreeFiveState, id: string, today: string): Outcome<OneThreeFiveState> {
  const task = state.tasks.find((t) => t.id === id);
  if (!task) return done(state);
  if (task.completed && remaining(state.tasks, task.size) === 0) return refuse(limitRefusal(task.size));
  const tasks = state.tasks.map((t) => (t.id === id ? { ...t, completed: !t.completed } : t));
  const given = state.bonusDay === today ? state.bonuses : [];
  const next: OneThreeFiveState = { tasks, bonusDay: today, bonuses: given };
  if (task.completed) return done(next);
  const reached = bonusesReached(tasks, given);
  return done(
    { ...next, bonuses: [...given, ...reached.map((b) => b.id)] },
    ...reached.filter((b) => b.request).map((b) => b.request!),
  );
}

type Reached = { id: string; request?: WidgetAwardRequest };

/**
 * Bonuses reached by this completion and not yet given today. Several progress steps crossed at
 * once (a list of fewer than nine, edited) give the largest one only; the balance bonus is separate.
 */
function bonusesReached(tasks: OneThreeFiveTask[], given: string[]): Reached[] {
  const percent = progress(tasks) * 100;
  const steps = PROGRESS_BONUSES.filter((b) => percent >= b.percent && !given.includes(b.id));
  const reached: Reached[] = steps.map((step, i) =>
    i < steps.length - 1
      ? { id: step.id }
      : {
          id: step.id,
          request: {
            source: "technique",
            points: step.points,
            kind: "oneThreeFiveProgress", description: `1-3-5 Rule: ${step.percent}% of the day's list`,
            title: step.percent === 100 ? "All Nine Done!" : `${step.percent}% Complete`,
            message: `You've completed ${Math.round(percent)}% of your 1-3-5 list.`,
          },
        },
  );
  const balanced = TASK_SIZES.every((size) => tasks.some((t) => t.size === size && t.completed));
  if (balanced && !given.includes("balance")) {
    reached.push({
      id: "balance",
      request: { source: "technique", points: BALANCE_BONUS, kind: "oneThreeFiveBalance", description: "1-3-5 Rule: balance bonus", title: "Balanced Day", message: "You finished a big, a medium and a small task." },
    });
  }
  return reached;
}

export function editTask(state: OneThreeFiveState, id: string, content: string): Outcome<OneThreeFiveState> {
  const text = content.trim().slice(0, LIMITS.title);
  if (!text) return refuse(TASK_EDIT_EMPTY);
  return done({ ...state, tasks: state.tasks.map((t) => (t.id === id ? { ...t, content: text } : t)) });
}

export function deleteTask(state: OneThreeFiveState, id: string): OneThreeFiveState {
  return { ...state, tasks: state.tasks.filter((t) => t.id !== id) };
}

export function clearCompleted(state: OneThreeFiveState): Outcome<OneThreeFiveState> {
  if (!state.tasks.some((t) => t.completed)) return refuse(NO_COMPLETED_TASKS);
  return done({ ...state, tasks: state.tasks.filter((t) => !t.completed) });
}
