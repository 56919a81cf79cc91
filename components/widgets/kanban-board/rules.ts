// Kanban Board (docs/product/widgets.md#kanban-board): To Do -> In Progress -> Done, forward only, at most 3 in
// progress. Creation milestones give 5/8/10/15; moves, completions and clearing use the values
// chosen in docs/decisions.md (within docs/product/widgets.md#kanban-board's ranges 5-20 and 5-15).
import { LIMITS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import { dailyAward } from "@/components/widgets/shared/daily-count";
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, NO_COMPLETED_TASKS, refuse, TASK_REQUIRED, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { KANBAN_COLUMN_IDS, type KanbanColumn, type KanbanState, type KanbanTask } from "./storage";

export const WIP_LIMIT = 3;

export const KANBAN_COLUMNS: { id: KanbanColumn; title: string }[] = [
  { id: "todo", title: "To Do" },
  { id: "inProgress", title: "In Progress" },
  { id: "done", title: "Done" },
];

export const columnTitle = (column: KanbanColumn) => KANBAN_COLUMNS.find((c) => c.id === column)!.title;

export const WIP_REFUSAL: Refusal = { title: "WIP Limit Reached", description: "You can't have more than 3 tasks in progress at once." };
export const BACKWARD_REFUSAL = (to: KanbanColumn): Refusal => ({
  title: "Move Not Allowed",
  description: `Cards only move forward: this card can't go back to ${columnTitle(to)}.`,
});

/** Creation milestones, checked after each add; the largest reached at once is celebrated. */
export const KANBAN_MILESTONES = [
  { id: "first", points: 5, title: "First Card!", message: "Your board has its first task.", reached: (s: KanbanState) => s.created >= 1 },
  { id: "todo-3", points: 8, title: "Backlog Building", message: "Three tasks are waiting in To Do.", reached: (s: KanbanState) => count(s, "todo") >= 3 },
  { id: "total-5", points: 10, title: "Five Cards", message: "You've added 5 tasks to your board.", reached: (s: KanbanState) => s.created >= 5 },
  { id: "total-10", points: 15, title: "Ten Cards", message: "You've added 10 tasks to your board.", reached: (s: KanbanState) => s.created >= 10 },
] as const;

/** Our values for docs/product/widgets.md#kanban-board's ranges (docs/decisions.md, "Kanban points"). */
export const KANBAN_POINTS = {
  /** To Do -> In Progress. */
  start: 5,
  /** Into Done; every 5th completion earns `completeFifth` instead. */
  complete: 10,
  completeFifth: 20,
  /** Clear Done: 1-4 cards 5, 5-9 cards 10, 10 or more 15. */
  clear: (cards: number) => (cards >= 10 ? 15 : cards >= 5 ? 10 : 5),
} as const;

export function count(state: KanbanState, column: KanbanColumn): number {
  return state.tasks.filter((t) => t.column === column).length;
}

/** A column's cards, oldest first (the order they were added). */
export function tasksIn(state: KanbanState, column: KanbanColumn): KanbanTask[] {
  return state.tasks.filter((t) => t.column === column).sort((a, b) => a.createdAt - b.createdAt);
}

const rank = (column: KanbanColumn) => KANBAN_COLUMN_IDS.indexOf(column);

/** The columns a card may move to (forward only), each with the reason when refused now. */
export function moveTargets(state: KanbanState, task: KanbanTask): { column: KanbanColumn; refusal?: Refusal }[] {
  return KANBAN_COLUMN_IDS.filter((c) => rank(c) > rank(task.column)).map((column) => {
    const refusal = checkMove(state, task, column);
    return refusal ? { column, refusal } : { column };
  });
}

function checkMove(state: KanbanState, task: KanbanTask, to: KanbanColumn): Refusal | undefined {
  if (rank(to) < rank(task.column)) return BACKWARD_REFUSAL(to);
  if (to === "inProgress" && count(state, "inProgress") >= WIP_LIMIT) return WIP_REFUSAL;
  return undefined;
}

export function addTask(state: KanbanState, input: { id: string; content: string; now: number }): Outcome<KanbanState> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_REQUIRED);
  const task: KanbanTask = { id: input.id, content, column: "todo", createdAt: input.now };
  const next: KanbanState = { ...state, tasks: [...state.tasks, task], created: state.created + 1 };
  const reached = KANBAN_MILESTONES.filter((m) => !state.milestones.includes(m.id) && m.reached(next));
  if (reached.length === 0) return done(next);
  const best = reached.reduce((a, b) => (b.points > a.points ? b : a));
  return done(
    { ...next, milestones: [...state.milestones, ...reached.map((m) => m.id)] },
    { source: "achievement", points: best.points, kind: "kanbanMilestone", description: `Kanban Board: milestone ${best.title}`, title: best.title, message: best.message },
  );
}

/** Moves a card; staying put is a no-op, backward moves and a 4th card in progress are refused. */
export function moveTask(state: KanbanState, id: string, to: KanbanColumn, today: LocalDate): Outcome<KanbanState> {
  const task = state.tasks.find((t) => t.id === id);
  if (!task || task.column === to) return done(state);
  const refusal = checkMove(state, task, to);
  if (refusal) return refuse(refusal);
  const tasks = state.tasks.map((t) => (t.id === id ? { ...t, column: to } : t));
  if (to === "inProgress") {
    const started = dailyAward({ ...state, tasks }, today, "kanbanStart", { source: "task", points: KANBAN_POINTS.start, kind: "kanbanStarted", description: `Kanban Board: card started`, item: id, title: "Task Started", message: `"${task.content}" is in progress.` });
    return done(started.state, ...started.awards);
  }
  const completed = state.completed + 1;
  const points = completed % 5 === 0 ? KANBAN_POINTS.completeFifth : KANBAN_POINTS.complete;
  const counted = dailyAward({ ...state, tasks, completed }, today, "kanbanComplete", { source: "task", points, kind: "kanbanCompleted", description: `Kanban Board: card completed`, item: id, title: "Task Done!", message: `"${task.content}" moved to Done.` });
  return done(counted.state, ...counted.awards);
}

/** Where the cards are: an award's id is kept on its card (shared/item-awards). */
export const KANBAN_ITEMS: ItemLens<KanbanState, KanbanTask> = { of: (s) => s.tasks, with: (s, tasks) => ({ ...s, tasks }) };

/** Deletes a card; the awards it earned (started, completed) are given back (the server does it for today's only). */
export function deleteTask(state: KanbanState, id: string): Outcome<KanbanState> {
  return deleteItem(KANBAN_ITEMS, state, id, { ...state, tasks: state.tasks.filter((t) => t.id !== id) });
}

/** Clears the Done column; an empty Done column gives the informative 'No Completed Tasks'. */
export function clearDone(state: KanbanState, today: LocalDate): Outcome<KanbanState> {
  const cleared = count(state, "done");
  if (cleared === 0) return refuse(NO_COMPLETED_TASKS);
  const award: WidgetAwardRequest = {
    source: "technique",
    points: KANBAN_POINTS.clear(cleared),
    kind: "kanbanCleared", description: `Kanban Board: cleared ${cleared} done card${cleared === 1 ? "" : "s"}`,
    title: "Board Cleared",
    message: `${cleared} finished task${cleared === 1 ? "" : "s"} cleared.`,
  };
  const counted = dailyAward({ ...state, tasks: state.tasks.filter((t) => t.column !== "done") }, today, "kanbanClear", award);
  return done(counted.state, ...counted.awards);
}
