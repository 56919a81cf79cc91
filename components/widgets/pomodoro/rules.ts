// Pomodoro's rules (docs/product/widgets.md#pomodoro), pure: phases work 25 / short break 5 / long break 15
// (after every 4th session); starting work needs a task ('No Task Selected'); choosing a task
// during a break goes back to work; reset restores the phase's full time; at zero the bell rings,
// the timer pauses and the phase switches. Points: a session 10, every 4th 15, every 10th 25;
// the first task created 3, every 5th 5; completing a task 5.
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, ladderPoints, quoted, refuse, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { endsAt, MINUTE, pauseRun, remaining, startRun, STOPPED } from "@/components/widgets/shared/timer/clock";
import type { PomodoroPhase, PomodoroState, PomodoroTask } from "./storage";

export const POMODORO_DURATIONS: Record<PomodoroPhase, number> = { work: 25 * MINUTE, shortBreak: 5 * MINUTE, longBreak: 15 * MINUTE };
export const LONG_BREAK_EVERY = 4;
export const POMODORO_POINTS = {
  session: 10,
  everyFourth: 15,
  everyTenth: 25,
  task: { first: 3, fifth: 5, other: 0 },
  taskCompleted: 5,
} as const;

export const PHASE_LABELS: Record<PomodoroPhase, string> = { work: "Focus", shortBreak: "Short Break", longBreak: "Long Break" };

export const NO_TASK_SELECTED: Refusal = { title: "No Task Selected", description: "Please select or create a task first." };

/** The phase's time left at `now`. */
export const timeLeft = (state: PomodoroState, now: number) => remaining(state.run, POMODORO_DURATIONS[state.phase], now);
export const isRunning = (state: PomodoroState) => state.run.runningSince !== null;
export const currentTask = (state: PomodoroState) => state.tasks.find((t) => t.id === state.currentTaskId) ?? null;

/** Points for the n-th completed work session: every 10th 25, every 4th 15, else 10. */
export function sessionPoints(n: number): number {
  if (n % 10 === 0) return POMODORO_POINTS.everyTenth;
  if (n % LONG_BREAK_EVERY === 0) return POMODORO_POINTS.everyFourth;
  return POMODORO_POINTS.session;
}

/** The break after the n-th completed work session. */
export const breakAfter = (n: number): PomodoroPhase => (n % LONG_BREAK_EVERY === 0 ? "longBreak" : "shortBreak");

export function start(state: PomodoroState, now: number): Outcome<PomodoroState> {
  if (state.phase === "work" && !currentTask(state)) return refuse(NO_TASK_SELECTED);
  return done({ ...state, run: startRun(state.run, now) });
}

export const pause = (state: PomodoroState, now: number): PomodoroState => ({ ...state, run: pauseRun(state.run, now) });

/** Reset: the current phase's full time, paused. */
export const reset = (state: PomodoroState): PomodoroState => ({ ...state, run: STOPPED });

/** Switch phase by hand: the chosen phase at its full time, paused. */
export const switchPhase = (state: PomodoroState, phase: PomodoroPhase): PomodoroState => ({ ...state, phase, run: STOPPED });

export function selectTask(state: PomodoroState, id: string): PomodoroState {
  const next = { ...state, currentTaskId: id };
  return state.phase === "work" ? next : { ...next, phase: "work", run: STOPPED };
}

export function addTask(state: PomodoroState, name: string, id: string): Outcome<PomodoroState> {
  const text = name.trim();
  if (!text) return done(state); // blank is ignored (docs/product/widgets.md#pomodoro): no toast
  const created = state.tasksCreated + 1;
  const next: PomodoroState = {
    ...state,
    tasks: [...state.tasks, { id, name: text, completed: false, rewarded: false }],
    tasksCreated: created,
    currentTaskId: state.currentTaskId ?? id,
  };
  const points = ladderPoints(created, POMODORO_POINTS.task);
  const award: WidgetAwardRequest[] = points
    ? [{ source: "task", points, kind: "pomodoroTaskCreated", description: `Pomodoro task #${created} created`, title: created === 1 ? "First Pomodoro Task!" : "Pomodoro Task Milestone!", message: `You created Pomodoro task #${created}.` }]
    : [];
  return done(next, ...award);
}

export function toggleTask(state: PomodoroState, id: string): Outcome<PomodoroState> {
  const task = state.tasks.find((t) => t.id === id);
  if (!task) return done(state);
  const completed = !task.completed;
  const reward = completed && !task.rewarded;
  const tasks = state.tasks.map((t) => (t.id === id ? { ...t, completed, rewarded: t.rewarded || reward } : t));
  const currentTaskId = completed && state.currentTaskId === id ? null : state.currentTaskId;
  const next = { ...state, tasks, currentTaskId };
  if (!reward) return done(next);
  return done(next, { source: "task", points: POMODORO_POINTS.taskCompleted, kind: "pomodoroTaskCompleted", description: `Pomodoro task completed`, item: id, title: "Task Completed!", message: `You completed ${quoted(task.name)}.` });
}

/** Where the tasks are: an award's id is kept on its task (shared/item-awards). */
export const POMODORO_ITEMS: ItemLens<PomodoroState, PomodoroTask> = { of: (s) => s.tasks, with: (s, tasks) => ({ ...s, tasks }) };

/** Deletes a task; the awards it earned are given back (the server does it for today's only). */
export function deleteTask(state: PomodoroState, id: string): Outcome<PomodoroState> {
  return deleteItem(POMODORO_ITEMS, state, id, { ...state, tasks: state.tasks.filter((t) => t.id !== id), currentTaskId: state.currentTaskId === id ? null : state.currentTaskId });
}

/** What ended at a phase's end, for the bell, the notification and the award. */
export type PhaseEnd = { ended: PomodoroPhase; next: PomodoroPhase; at: number };

/**
 * Finishes the phase when its time ran out by `now` (also when that happened while the page was
 * closed): the timer pauses on the next phase at its full time. A work session counts, adds 25
 * minutes to today's total (`today` is the member's local date at the end) and earns its points,
 * dated at the moment the phase ended (so two tabs settling the same phase award it once).
 */
export function settle(state: PomodoroState, now: number, today: string): { state: PomodoroState; end: PhaseEnd; award: WidgetAwardRequest | null } | null {
  const at = endsAt(state.run, POMODORO_DURATIONS[state.phase]);
  if (at === null || at > now) return null;
  if (state.phase !== "work") {
    return { state: { ...state, phase: "work", run: STOPPED }, end: { ended: state.phase, next: "work", at }, award: null };
  }
  const count = state.pomodoroCount + 1;
  const next = breakAfter(count);
  const sameDay = state.today === today;
  const task = currentTask(state);
  return {
    state: { ...state, phase: next, run: STOPPED, pomodoroCount: count, today, totalTimeToday: (sameDay ? state.totalTimeToday : 0) + POMODORO_DURATIONS.work },
    end: { ended: "work", next, at },
    award: {
      source: count % LONG_BREAK_EVERY === 0 ? "achievement" : "technique",
      points: sessionPoints(count),
      kind: "pomodoroSession", description: `Pomodoro session #${count} completed`,
      title: "Pomodoro Complete!",
      message: task ? `Session #${count} on ${quoted(task.name)} is done. Time for a ${PHASE_LABELS[next].toLowerCase()}.` : `Session #${count} is done.`,
      at,
    },
  };
}

/** Work time completed today (0 once the member's local day changed). */
export const workedToday = (state: PomodoroState, today: string) => (state.today === today ? state.totalTimeToday : 0);
