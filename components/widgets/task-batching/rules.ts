// Task Batching (docs/product/widgets.md#task-batching): like tasks grouped in categories and done together.
// 'Focus' on a category starts a session and filters the list until Clear Focus or the All tab.
// Points (ours, docs/decisions.md): add a task 2, first completion of a task 3, finishing the
// last open task of the focused category 10 ("batch complete"), clearing completed tasks 5.
import { LIMITS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import { dailyAward } from "@/components/widgets/shared/daily-count";
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, NO_COMPLETED_TASKS, refuse, TASK_EDIT_EMPTY, TASK_REQUIRED, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import type { BatchCategory, BatchingData, BatchingSessions, BatchTask } from "./storage";

export const BATCHING_POINTS = { add: 2, complete: 3, batch: 10, clear: 5 } as const;

export const CATEGORY_REQUIRED: Refusal = { title: "Category Name Required", description: "Please enter a name for the new category." };
export const CATEGORY_EXISTS: Refusal = { title: "Category Already Exists", description: "A category with a similar name already exists." };
export const CANNOT_DELETE_CATEGORY: Refusal = { title: "Cannot Delete Category", description: "This category has tasks assigned to it. Reassign or delete these tasks first." };
export const LAST_CATEGORY: Refusal = { title: "Cannot Delete Category", description: "Keep at least one category for your tasks." };

const PALETTE = ["#0891b2", "#65a30d", "#dc2626", "#4f46e5", "#ca8a04", "#9333ea", "#0d9488", "#e11d48"];

/** A new category's id: the lowercased name with whitespace turned into hyphens. */
export const categoryId = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "-");

/** 'N min' under an hour, '1 hour' / 'N hours' on the hour, else 'Xh Ym'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (m === 0) return `${h} ${h === 1 ? "hour" : "hours"}`;
  return `${h}h ${m}m`;
}

/** Focus category first, then open before completed, then by category (list order), then newest first. */
export function sortTasks(tasks: BatchTask[], categories: BatchCategory[], focusId: string | null): BatchTask[] {
  const position = (id: string) => {
    const i = categories.findIndex((c) => c.id === id);
    return i < 0 ? categories.length : i;
  };
  return [...tasks].sort(
    (a, b) =>
      Number(b.category === focusId) - Number(a.category === focusId) ||
      Number(a.completed) - Number(b.completed) ||
      position(a.category) - position(b.category) ||
      b.dateCreated.localeCompare(a.dateCreated),
  );
}

/** The tasks a tab shows: every task on the All tab, else one category's. */
export function visibleTasks(data: BatchingData, tab: string, focusId: string | null): BatchTask[] {
  const shown = tab === "all" ? data.tasks : data.tasks.filter((t) => t.category === tab);
  return sortTasks(shown, data.categories, focusId);
}

/** Open minutes per category (for the time-estimate totals). */
export function openMinutes(tasks: BatchTask[], category?: string): number {
  return tasks.filter((t) => !t.completed && (!category || t.category === category)).reduce((sum, t) => sum + t.timeEstimate, 0);
}

export function addTask(
  data: BatchingData,
  input: { id: string; content: string; category: string; timeEstimate: number; now: Date; today: LocalDate },
): Outcome<BatchingData> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_REQUIRED);
  const category = data.categories.some((c) => c.id === input.category) ? input.category : data.categories[0]?.id;
  if (!category) return refuse(TASK_REQUIRED);
  const task: BatchTask = { id: input.id, content, completed: false, category, timeEstimate: input.timeEstimate, dateCreated: input.now.toISOString(), rewarded: false };
  const counted = dailyAward({ ...data, tasks: [task, ...data.tasks] }, input.today, "batchingTask", {
    source: "task",
    points: BATCHING_POINTS.add,
    kind: "batchingAdded", description: `Task Batching: task ${input.id} added`, item: input.id,
    title: "Task Batched",
    message: content,
  });
  return done(counted.state, ...counted.awards);
}

/**
 * Toggles a task; its first completion earns, and finishing the focused batch earns a bonus once a
 * day for each category (un-ticking the last task and ticking it again earns nothing more).
 */
export function toggleTask(data: BatchingData, id: string, focusId: string | null, today: LocalDate): Outcome<BatchingData> {
  const task = data.tasks.find((t) => t.id === id);
  if (!task) return done(data);
  const completing = !task.completed;
  const tasks = data.tasks.map((t) => (t.id === id ? { ...t, completed: completing, rewarded: t.rewarded || completing } : t));
  let next: BatchingData = { ...data, tasks };
  const awards: WidgetAwardRequest[] = [];
  if (completing && !task.rewarded) {
    const counted = dailyAward(next, today, "batchingDone", { source: "task", points: BATCHING_POINTS.complete, kind: "batchingCompleted", description: `Task Batching: task ${id} completed`, item: id, title: "Task Done", message: task.content });
    next = counted.state;
    awards.push(...counted.awards);
  }
  const batchDone = completing && focusId === task.category && !tasks.some((t) => t.category === focusId && !t.completed);
  if (batchDone) {
    const name = data.categories.find((c) => c.id === focusId)?.name ?? focusId;
    const award: WidgetAwardRequest = { source: "technique", points: BATCHING_POINTS.batch, kind: "batchingBatch", description: `Task Batching: batch complete`, title: "Batch Complete!", message: `Every ${name} task is done.` };
    const counted = dailyAward(next, today, "batch", award, focusId);
    next = counted.state;
    awards.push(...counted.awards);
  }
  return done(next, ...awards);
}

export function editTask(data: BatchingData, id: string, patch: { content: string; category: string; timeEstimate: number }): Outcome<BatchingData> {
  const content = patch.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_EDIT_EMPTY);
  const category = data.categories.some((c) => c.id === patch.category) ? patch.category : undefined;
  return done({
    ...data,
    tasks: data.tasks.map((t) => (t.id === id ? { ...t, content, category: category ?? t.category, timeEstimate: patch.timeEstimate } : t)),
  });
}

/** Where the tasks are: an award's id is kept on its task (shared/item-awards). */
export const BATCHING_ITEMS: ItemLens<BatchingData, BatchTask> = { of: (d) => d.tasks, with: (d, tasks) => ({ ...d, tasks }) };

/** Deletes a task; the awards it earned (added, completed) are given back (the server does it for today's only). */
export function deleteTask(data: BatchingData, id: string): Outcome<BatchingData> {
  return deleteItem(BATCHING_ITEMS, data, id, { ...data, tasks: data.tasks.filter((t) => t.id !== id) });
}

export function clearCompleted(data: BatchingData): Outcome<BatchingData> {
  const cleared = data.tasks.filter((t) => t.completed).length;
  if (!cleared) return refuse(NO_COMPLETED_TASKS);
  return done(
    { ...data, tasks: data.tasks.filter((t) => !t.completed) },
    { source: "technique", points: BATCHING_POINTS.clear, kind: "batchingCleared", description: `Task Batching: cleared ${cleared} completed`, title: "Batch Cleared", message: `${cleared} completed ${cleared === 1 ? "task" : "tasks"} cleared.` },
  );
}

export function addCategory(data: BatchingData, name: string): Outcome<BatchingData> {
  const trimmed = name.trim().slice(0, LIMITS.title);
  if (!trimmed) return refuse(CATEGORY_REQUIRED);
  const id = categoryId(trimmed);
  if (data.categories.some((c) => c.id === id)) return refuse(CATEGORY_EXISTS);
  const color = PALETTE[data.categories.length % PALETTE.length];
  return done({ ...data, categories: [...data.categories, { id, name: trimmed, color }] });
}

export function deleteCategory(data: BatchingData, id: string): Outcome<BatchingData> {
  if (data.tasks.some((t) => t.category === id)) return refuse(CANNOT_DELETE_CATEGORY);
  if (data.categories.length <= 1) return refuse(LAST_CATEGORY);
  return done({ ...data, categories: data.categories.filter((c) => c.id !== id) });
}

/** 'Focus' on a category: a new session (counted) that filters the list to it. */
export function startFocus(sessions: BatchingSessions, categoryId: string, now: Date): BatchingSessions {
  if (sessions.focus?.categoryId === categoryId) return sessions;
  return { count: sessions.count + 1, focus: { categoryId, startedAt: now.toISOString() } };
}

/** Clear Focus, or the All tab. */
export function endFocus(sessions: BatchingSessions): BatchingSessions {
  return sessions.focus ? { ...sessions, focus: null } : sessions;
}
