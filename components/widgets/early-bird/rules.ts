// Early Bird (docs/product/widgets.md#early-bird): morning tasks with at most one active (open) priority task,
// a morning reflection and intention, and an archive of earlier mornings by date. Morning is
// before 12:00 in the member's time zone: a task completed then earns points (docs/decisions.md).
import { TZDate } from "@date-fns/tz";
import { LIMITS } from "@/lib/constants";
import { localDate, normaliseTimeZone } from "@/lib/domain/day";
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, refuse, TASK_REQUIRED, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { EarlyBirdState, MorningTask } from "./storage";

export const MORNING_ENDS_AT_HOUR = 12;
/** Earlier mornings kept in the archive (the oldest drop off). */
export const ARCHIVE_LIMIT = 90;
export const EARLY_BIRD_POINTS = { task: 5, priority: 10 } as const;
/** Intention and reflection save this long after typing stops (docs/product/widgets.md#early-bird). */
export const EARLY_BIRD_SAVE_MS = 5000;

export const PRIORITY_EXISTS: Refusal = {
  title: "Priority Task Already Exists",
  description: "You can only have one active priority task at a time. Complete your current priority task first.",
};

/** Is `now` before 12:00 in `timeZone`? */
export function isMorning(now: Date, timeZone: string): boolean {
  return new TZDate(now.getTime(), normaliseTimeZone(timeZone)).getHours() < MORNING_ENDS_AT_HOUR;
}

const hasContent = (s: EarlyBirdState) => s.morningTasks.length > 0 || s.morningReflection.trim() !== "" || s.morningIntention.trim() !== "";

/**
 * Starts the member's morning of `today`: an earlier morning with anything in it moves to the
 * archive (newest first) and the page starts empty. The same or a later stored date is kept.
 */
export function startMorning(state: EarlyBirdState, today: string): EarlyBirdState {
  if (state.date === today || state.date > today) return state;
  const archive = state.date && hasContent(state)
    ? [{ date: state.date, tasks: state.morningTasks, reflection: state.morningReflection, intention: state.morningIntention }, ...state.archive.filter((a) => a.date !== state.date)].slice(0, ARCHIVE_LIMIT)
    : state.archive;
  return { date: today, morningTasks: [], morningReflection: "", morningIntention: "", archive };
}

/** The open priority task, if any. */
export const activePriority = (tasks: MorningTask[]) => tasks.find((t) => t.isPriority && !t.completed);

/** Priority first, then open before completed, then oldest first. */
export function orderedTasks(tasks: MorningTask[]): MorningTask[] {
  const key = (t: MorningTask) => (t.completed ? 2 : 0) + (t.isPriority ? 0 : 1);
  return [...tasks].sort((a, b) => key(a) - key(b) || a.createdAt - b.createdAt);
}

export function addTask(state: EarlyBirdState, input: { id: string; content: string; isPriority: boolean; now: number }): Outcome<EarlyBirdState> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(TASK_REQUIRED);
  if (input.isPriority && activePriority(state.morningTasks)) return refuse(PRIORITY_EXISTS);
  const task: MorningTask = { id: input.id, content, completed: false, isPriority: input.isPriority, createdAt: input.now, completedAt: null, rewarded: false };
  return done({ ...state, morningTasks: [...state.morningTasks, task] });
}

/** Flags or un-flags an open task as the priority; a second open priority is refused. */
export function setPriority(state: EarlyBirdState, id: string, isPriority: boolean): Outcome<EarlyBirdState> {
  const task = state.morningTasks.find((t) => t.id === id);
  if (!task || task.completed) return done(state);
  const current = activePriority(state.morningTasks);
  if (isPriority && current && current.id !== id) return refuse(PRIORITY_EXISTS);
  return done({ ...state, morningTasks: state.morningTasks.map((t) => (t.id === id ? { ...t, isPriority } : t)) });
}

/** Completes or re-opens a task. A first completion in the morning earns 5, 10 for the priority task. */
export function toggleTask(state: EarlyBirdState, id: string, now: Date, timeZone: string): Outcome<EarlyBirdState> {
  const task = state.morningTasks.find((t) => t.id === id);
  if (!task) return done(state);
  if (task.completed) {
    // Re-opening a priority task while another priority is open would make two.
    const other = activePriority(state.morningTasks);
    if (task.isPriority && other) return refuse(PRIORITY_EXISTS);
    return done({ ...state, morningTasks: state.morningTasks.map((t) => (t.id === id ? { ...t, completed: false, completedAt: null } : t)) });
  }
  const earns = !task.rewarded && isMorning(now, timeZone);
  const morningTasks = state.morningTasks.map((t) => (t.id === id ? { ...t, completed: true, completedAt: now.getTime(), rewarded: t.rewarded || earns } : t));
  if (!earns) return done({ ...state, morningTasks });
  return done(
    { ...state, morningTasks },
    {
      source: "task",
      points: task.isPriority ? EARLY_BIRD_POINTS.priority : EARLY_BIRD_POINTS.task,
      kind: "earlyBirdTask", description: `Early Bird: ${task.isPriority ? "priority task" : "morning task"} done before noon on ${localDate(now, timeZone)}`, item: id,
      title: task.isPriority ? "Priority Done Early!" : "Early Bird!",
      message: task.isPriority ? "Your most important task is done before noon." : "A morning task done before noon.",
    },
  );
}

/** Where the tasks are: an award's id is kept on its task (shared/item-awards). */
export const EARLY_BIRD_ITEMS: ItemLens<EarlyBirdState, MorningTask> = { of: (s) => s.morningTasks, with: (s, morningTasks) => ({ ...s, morningTasks }) };

/** Deletes a task; the award it earned is given back (the server does it for today's only). */
export function deleteTask(state: EarlyBirdState, id: string): Outcome<EarlyBirdState> {
  return deleteItem(EARLY_BIRD_ITEMS, state, id, { ...state, morningTasks: state.morningTasks.filter((t) => t.id !== id) });
}
