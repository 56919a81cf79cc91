// Two-Minute Rule (docs/product/widgets.md#two-minute-rule): quick tasks (two minutes or less, do them now) and scheduled
// ones. Creation earns 5 for the first, 8 every 5th, else 2; completion 10 for the first, 15
// every 5th, else 5. Creations and completions are counted separately ("per kind").
import { LIMITS } from "@/lib/constants";
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, ladderPoints, refuse, TASK_REQUIRED, type Outcome } from "@/components/widgets/shared/outcome";
import type { TwoMinuteState, TwoMinuteTask } from "./storage";

export const TWO_MINUTE_POINTS = {
  create: { first: 5, fifth: 8, other: 2 },
  complete: { first: 10, fifth: 15, other: 5 },
} as const;

export const TWO_MINUTE_TABS = [
  { id: "quick", label: "Quick Tasks" },
  { id: "scheduled", label: "Scheduled" },
  { id: "completed", label: "Completed" },
  { id: "all", label: "All" },
] as const;

export type TwoMinuteTab = (typeof TWO_MINUTE_TABS)[number]["id"];

/** Tasks of a tab, newest first (the All tab: open before completed, then newest first). */
export function tasksOfTab(tasks: TwoMinuteTask[], tab: TwoMinuteTab): TwoMinuteTask[] {
  const newestFirst = [...tasks].sort((a, b) => b.timestamp - a.timestamp);
  switch (tab) {
    case "quick":
      return newestFirst.filter((t) => t.quickTask && !t.completed);
    case "scheduled":
      return newestFirst.filter((t) => !t.quickTask && !t.completed);
    case "completed":
      return newestFirst.filter((t) => t.completed);
    case "all":
      return [...newestFirst.filter((t) => !t.completed), ...newestFirst.filter((t) => t.completed)];
  }
}

export function addTask(
  state: TwoMinuteState,
  input: { id: string; content: string; quickTask: boolean; now: number },
): Outcome<TwoMinuteState> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_REQUIRED);
  const created = state.created + 1;
  const task: TwoMinuteTask = { id: input.id, content, completed: false, timestamp: input.now, quickTask: input.quickTask, rewarded: false };
  const points = ladderPoints(created, TWO_MINUTE_POINTS.create);
  return done(
    { ...state, tasks: [task, ...state.tasks], created },
    {
      source: "task",
      points,
      kind: "twoMinuteCreated", description: `Two-Minute Rule: task #${created} created`, item: input.id,
      title: created === 1 ? "First Two-Minute Task!" : "Task Added",
      message: input.quickTask ? "Two minutes or less: do it now." : "Scheduled for later.",
    },
  );
}

/** Checks a task off or back on; only a task's first completion earns points. */
export function toggleTask(state: TwoMinuteState, id: string): Outcome<TwoMinuteState> {
  const task = state.tasks.find((t) => t.id === id);
  if (!task) return done(state);
  const completing = !task.completed;
  const firstCompletion = completing && !task.rewarded;
  const completed = firstCompletion ? state.completed + 1 : state.completed;
  const tasks = state.tasks.map((t) => (t.id === id ? { ...t, completed: completing, rewarded: t.rewarded || completing } : t));
  const next = { ...state, tasks, completed };
  if (!firstCompletion) return done(next);
  return done(next, {
    source: "task",
    points: ladderPoints(completed, TWO_MINUTE_POINTS.complete),
    kind: "twoMinuteCompleted", description: `Two-Minute Rule: task #${completed} completed`, item: id,
    title: completed === 1 ? "First Task Done!" : "Task Completed",
    message: task.quickTask ? "Done in two minutes." : "Scheduled task done.",
  });
}

/** Moves an open task between Quick Tasks and Scheduled. */
export function setQuick(state: TwoMinuteState, id: string, quickTask: boolean): TwoMinuteState {
  return { ...state, tasks: state.tasks.map((t) => (t.id === id && !t.completed ? { ...t, quickTask } : t)) };
}

/** Where the tasks are: an award's id is kept on its task (shared/item-awards). */
export const TWO_MINUTE_ITEMS: ItemLens<TwoMinuteState, TwoMinuteTask> = { of: (s) => s.tasks, with: (s, tasks) => ({ ...s, tasks }) };

/** Deletes a task; the awards it earned (added, completed) are given back (the server does it for today's only). */
export function deleteTask(state: TwoMinuteState, id: string): Outcome<TwoMinuteState> {
  return deleteItem(TWO_MINUTE_ITEMS, state, id, { ...state, tasks: state.tasks.filter((t) => t.id !== id) });
}
