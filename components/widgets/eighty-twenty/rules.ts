// Eighty-Twenty (docs/product/widgets.md#eighty-twenty): tasks with an impact and a category; open -> completed and back;
// editing only while open; delete any; clear completed ('No Completed Tasks'); a percentage
// breakdown by impact, rounded; completing a high-impact task gets a praise toast. A task's
// first completion earns points by impact (docs/decisions.md).
import { LIMITS } from "@/lib/constants";
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, NO_COMPLETED_TASKS, refuse, TASK_EDIT_EMPTY, TASK_REQUIRED, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import { IMPACTS, type Category, type EightyTwentyState, type EightyTwentyTask, type Impact } from "./storage";

export const IMPACT_LABELS: Record<Impact, string> = { high: "High impact", medium: "Medium impact", low: "Low impact" };
export const IMPACT_POINTS: Record<Impact, number> = { high: 10, medium: 5, low: 2 };

export const HIGH_IMPACT_PRAISE: Refusal = {
  title: "High-Impact Task Completed!",
  description: "Great job focusing on the 20% of tasks that create 80% of your results.",
};
export const EDIT_COMPLETED: Refusal = { title: "Task Completed", description: "Re-open the task to edit it." };

/** Share of tasks per impact in whole percent (each rounded; no tasks gives zeros). */
export function impactBreakdown(tasks: EightyTwentyTask[]): Record<Impact, number> {
  const total = tasks.length;
  const share = (impact: Impact) => (total === 0 ? 0 : Math.round((tasks.filter((t) => t.impact === impact).length / total) * 100));
  return { high: share("high"), medium: share("medium"), low: share("low") };
}

/** Open before completed, then high before medium before low, then newest first. */
export function orderedTasks(tasks: EightyTwentyTask[]): EightyTwentyTask[] {
  return [...tasks].sort(
    (a, b) => Number(a.completed) - Number(b.completed) || IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact) || b.timestamp - a.timestamp,
  );
}

export function addTask(
  state: EightyTwentyState,
  input: { id: string; content: string; impact: Impact; category: Category; now: number },
): Outcome<EightyTwentyState> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_REQUIRED);
  const task: EightyTwentyTask = { id: input.id, content, impact: input.impact, category: input.category, completed: false, timestamp: input.now, rewarded: false };
  return done({ ...state, tasks: [task, ...state.tasks] });
}

/** Whether completing this task earns the praise toast (a high-impact task being completed). */
export const earnsPraise = (task: EightyTwentyTask) => !task.completed && task.impact === "high";

export function toggleTask(state: EightyTwentyState, id: string): Outcome<EightyTwentyState> {
  const task = state.tasks.find((t) => t.id === id);
  if (!task) return done(state);
  const completing = !task.completed;
  const earns = completing && !task.rewarded;
  const tasks = state.tasks.map((t) => (t.id === id ? { ...t, completed: completing, rewarded: t.rewarded || completing } : t));
  if (!earns) return done({ ...state, tasks });
  return done(
    { ...state, tasks },
    {
      source: "task",
      points: IMPACT_POINTS[task.impact],
      kind: "eightyTwentyCompleted", description: `Eighty-Twenty: ${task.impact} impact task completed`, item: id,
      title: task.impact === "high" ? "Vital Few Done!" : "Task Completed",
      message: `${IMPACT_LABELS[task.impact]} task done.`,
    },
  );
}

/** Edits an open task's text, impact or category; a completed task is read-only. */
export function editTask(
  state: EightyTwentyState,
  id: string,
  changes: { content: string; impact: Impact; category: Category },
): Outcome<EightyTwentyState> {
  const task = state.tasks.find((t) => t.id === id);
  if (!task) return done(state);
  if (task.completed) return refuse(EDIT_COMPLETED);
  const content = changes.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_EDIT_EMPTY);
  return done({ ...state, tasks: state.tasks.map((t) => (t.id === id ? { ...t, content, impact: changes.impact, category: changes.category } : t)) });
}

/** Where the tasks are: an award's id is kept on its task (shared/item-awards). */
export const EIGHTY_TWENTY_ITEMS: ItemLens<EightyTwentyState, EightyTwentyTask> = { of: (s) => s.tasks, with: (s, tasks) => ({ ...s, tasks }) };

/** Deletes a task; the award it earned is given back (the server does it for today's only). */
export function deleteTask(state: EightyTwentyState, id: string): Outcome<EightyTwentyState> {
  return deleteItem(EIGHTY_TWENTY_ITEMS, state, id, { ...state, tasks: state.tasks.filter((t) => t.id !== id) });
}

export function clearCompleted(state: EightyTwentyState): Outcome<EightyTwentyState> {
  if (!state.tasks.some((t) => t.completed)) return refuse(NO_COMPLETED_TASKS);
  return done({ ...state, tasks: state.tasks.filter((t) => !t.completed) });
}
