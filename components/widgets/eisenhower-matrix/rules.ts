// Eisenhower Matrix (docs/product/widgets.md#eisenhower-matrix): four quadrants, tasks move to any other quadrant and
// toggle completed; the home card shows 3 open tasks per quadrant with '+N more' and the 5 latest
// completed. Milestones celebrate once each: first task 5, 10 tasks 15, all four quadrants used
// 10, 10 tasks completed 25. Edits save 5000 ms after the last keystroke, on blur and on Enter.
import { LIMITS } from "@/lib/constants";
import { done, NO_COMPLETED_TASKS, refuse, TASK_EDIT_EMPTY, TASK_REQUIRED, type Outcome } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { QUADRANT_IDS, type EisenhowerCounters, type EisenhowerData, type EisenhowerTask, type MilestoneId, type QuadrantId } from "./storage";

export const SAVE_DEBOUNCE_MS = 5000;
export const HOME_PER_QUADRANT = 3;
export const HOME_COMPLETED = 5;

export const QUADRANTS: Record<QuadrantId, { name: string; label: string }> = {
  "urgent-important": { name: "Urgent & Important", label: "Do it now" },
  "not-urgent-important": { name: "Not Urgent & Important", label: "Schedule it" },
  "urgent-not-important": { name: "Urgent & Not Important", label: "Delegate it" },
  "not-urgent-not-important": { name: "Not Urgent & Not Important", label: "Eliminate it" },
};

export const MILESTONES: Record<MilestoneId, { points: number; title: string; message: string; reached: (c: EisenhowerCounters) => boolean }> = {
  "first-task": { points: 5, title: "First Task Sorted!", message: "Your first task is in the matrix.", reached: (c) => c.created >= 1 },
  "ten-tasks": { points: 15, title: "10 Tasks Sorted!", message: "Ten tasks prioritised with the matrix.", reached: (c) => c.created >= 10 },
  "all-quadrants": { points: 10, title: "All Four Quadrants!", message: "You have used every quadrant of the matrix.", reached: (c) => c.quadrantsUsed.length >= QUADRANT_IDS.length },
  "ten-completed": { points: 25, title: "10 Tasks Completed!", message: "Ten tasks done with the Eisenhower Matrix.", reached: (c) => c.completed >= 10 },
};


/** Celebrates every milestone the counters reach for the first time. */
function withMilestones(data: EisenhowerData): Outcome<EisenhowerData> {
  const reached = (Object.keys(MILESTONES) as MilestoneId[]).filter((id) => !data.counters.milestones.includes(id) && MILESTONES[id].reached(data.counters));
  const awards: WidgetAwardRequest[] = reached.map((id) => ({
    source: "achievement",
    points: MILESTONES[id].points,
    kind: "eisenhowerMilestone", description: `Eisenhower Matrix: ${id}`,
    title: MILESTONES[id].title,
    message: MILESTONES[id].message,
  }));
  return done({ ...data, counters: { ...data.counters, milestones: [...data.counters.milestones, ...reached] } }, ...awards);
}

const used = (c: EisenhowerCounters, q: QuadrantId) => (c.quadrantsUsed.includes(q) ? c.quadrantsUsed : [...c.quadrantsUsed, q]);

export function addTask(data: EisenhowerData, input: { id: string; content: string; quadrant: QuadrantId; now: Date }): Outcome<EisenhowerData> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_REQUIRED);
  const task: EisenhowerTask = { id: input.id, content, quadrant: input.quadrant, completed: false, dateCreated: input.now.toISOString(), dateCompleted: null };
  const counters = { ...data.counters, created: data.counters.created + 1, quadrantsUsed: used(data.counters, input.quadrant) };
  return withMilestones({ tasks: [task, ...data.tasks], counters });
}

/** Moves a task to another quadrant (the same quadrant changes nothing). */
export function moveTask(data: EisenhowerData, id: string, to: QuadrantId): Outcome<EisenhowerData> {
  const task = data.tasks.find((t) => t.id === id);
  if (!task || task.quadrant === to) return done(data);
  const tasks = data.tasks.map((t) => (t.id === id ? { ...t, quadrant: to } : t));
  return withMilestones({ tasks, counters: { ...data.counters, moves: data.counters.moves + 1, quadrantsUsed: used(data.counters, to) } });
}

export function toggleCompleted(data: EisenhowerData, id: string, now: Date): Outcome<EisenhowerData> {
  const task = data.tasks.find((t) => t.id === id);
  if (!task) return done(data);
  const completing = !task.completed;
  const tasks = data.tasks.map((t) => (t.id === id ? { ...t, completed: completing, dateCompleted: completing ? now.toISOString() : null } : t));
  const counters = completing ? { ...data.counters, completed: data.counters.completed + 1 } : data.counters;
  return withMilestones({ tasks, counters });
}

export function editTask(data: EisenhowerData, id: string, content: string): Outcome<EisenhowerData> {
  const trimmed = content.trim().slice(0, LIMITS.title);
  if (!trimmed) return refuse(TASK_EDIT_EMPTY);
  return done({ ...data, tasks: data.tasks.map((t) => (t.id === id ? { ...t, content: trimmed } : t)) });
}

export function deleteTask(data: EisenhowerData, id: string): EisenhowerData {
  return { ...data, tasks: data.tasks.filter((t) => t.id !== id) };
}

/** Removes the completed tasks and counts a cleanup ('No Completed Tasks' when there are none). */
export function clearCompleted(data: EisenhowerData): Outcome<EisenhowerData> {
  if (!data.tasks.some((t) => t.completed)) return refuse(NO_COMPLETED_TASKS);
  return done({ tasks: data.tasks.filter((t) => !t.completed), counters: { ...data.counters, cleanups: data.counters.cleanups + 1 } });
}

const newestFirst = (a: EisenhowerTask, b: EisenhowerTask) => b.dateCreated.localeCompare(a.dateCreated);

/** A quadrant on the home card: its open tasks, newest first, 3 unless expanded, and how many more. */
export function quadrantView(tasks: EisenhowerTask[], quadrant: QuadrantId, expanded = false): { shown: EisenhowerTask[]; more: number } {
  const open = tasks.filter((t) => t.quadrant === quadrant && !t.completed).sort(newestFirst);
  const shown = expanded ? open : open.slice(0, HOME_PER_QUADRANT);
  return { shown, more: open.length - shown.length };
}

/** The completed list: latest completed first, 5 unless expanded. */
export function completedView(tasks: EisenhowerTask[], expanded = false): { shown: EisenhowerTask[]; more: number } {
  const completed = tasks.filter((t) => t.completed).sort((a, b) => (b.dateCompleted ?? "").localeCompare(a.dateCompleted ?? ""));
  const shown = expanded ? completed : completed.slice(0, HOME_COMPLETED);
  return { shown, more: completed.length - shown.length };
}
