// Flowtime's rules (docs/product/widgets.md#flowtime), pure: idle -> working (pause, resume) -> break (after
// 'Done Working') -> complete, which stores the session; cancel (after the member confirmed)
// discards it. The task is required; a second session is refused while one is active. The
// recommended break is about 20% of the work time, rounded up to a multiple of 5 minutes, and
// grows while the member works. Points (the spec gives none; docs/decisions.md): a completed
// session of at least 5 minutes' work gives 5 + min(15, floor(work minutes / 10)).
import { done, quoted, refuse, TASK_REQUIRED, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { MINUTE } from "@/components/widgets/shared/timer/clock";
import { localDate, type LocalDate } from "@/lib/domain/day";
import { FLOWTIME_HISTORY, type ActiveFlow, type FlowSession, type FlowtimeState } from "./storage";

export const FLOWTIME_RULES = { breakShare: 0.2, breakStepMs: 5 * MINUTE, minWorkForPointsMs: 5 * MINUTE, points: 5, perTenMinutes: 1, bonusMax: 15 } as const;

export const SESSION_ACTIVE: Refusal = { title: "Session Already Active", description: "Please finish or cancel your current session before starting a new one." };

/** About 20% of the whole minutes worked, rounded up to a multiple of 5 minutes (0 under a minute). */
export function recommendedBreak(workMs: number): number {
  const step = FLOWTIME_RULES.breakStepMs;
  const worked = Math.floor(Math.max(0, workMs) / MINUTE) * MINUTE;
  return Math.ceil((worked * FLOWTIME_RULES.breakShare) / step) * step;
}

/** Work time at `now`: from the start to 'Done Working' (or now), paused time left out. */
export function workTime(a: ActiveFlow, now: number): number {
  const end = a.workEndTime ?? (a.isPaused && a.pauseStartTime !== null ? a.pauseStartTime : now);
  return Math.max(0, end - a.startTime - a.totalPausedTime);
}

/** Break time so far (0 while working). */
export const breakTime = (a: ActiveFlow, now: number) => (a.workEndTime === null ? 0 : Math.max(0, now - a.workEndTime));

/** Points of a finished session: none under 5 minutes of work, else 5 + min(15, floor(minutes / 10)). */
export function sessionPoints(workMs: number): number {
  if (workMs < FLOWTIME_RULES.minWorkForPointsMs) return 0;
  return FLOWTIME_RULES.points + Math.min(FLOWTIME_RULES.bonusMax, Math.floor(workMs / MINUTE / 10));
}

export function startSession(state: FlowtimeState, task: string, id: string, now: number): Outcome<FlowtimeState> {
  const text = task.trim();
  if (state.active) return refuse(SESSION_ACTIVE);
  if (!text) return refuse(TASK_REQUIRED);
  return done({
    ...state,
    active: { id, task: text, startTime: now, isRunning: true, isPaused: false, pauseStartTime: null, totalPausedTime: 0, phase: "working", workEndTime: null, breakNotified: false },
  });
}

const withActive = (state: FlowtimeState, change: (a: ActiveFlow) => ActiveFlow): FlowtimeState => (state.active ? { ...state, active: change(state.active) } : state);

export const pauseSession = (state: FlowtimeState, now: number) =>
  withActive(state, (a) => (a.phase !== "working" || a.isPaused ? a : { ...a, isPaused: true, isRunning: false, pauseStartTime: now }));

const unpaused = (a: ActiveFlow, now: number): ActiveFlow =>
  a.isPaused && a.pauseStartTime !== null ? { ...a, isPaused: false, isRunning: true, pauseStartTime: null, totalPausedTime: a.totalPausedTime + Math.max(0, now - a.pauseStartTime) } : a;

export const resumeSession = (state: FlowtimeState, now: number) => withActive(state, (a) => (a.phase === "working" ? unpaused(a, now) : a));

/** 'Done Working': the work stops counting (a pause in progress ends there) and the break starts. */
export const doneWorking = (state: FlowtimeState, now: number) =>
  withActive(state, (a) => {
    if (a.phase !== "working") return a;
    const end = a.isPaused && a.pauseStartTime !== null ? a.pauseStartTime : now;
    return { ...a, isPaused: false, isRunning: true, pauseStartTime: null, phase: "break", workEndTime: end };
  });

/** The recommended break ran out by `now`: announce it once (no points). */
export function settleBreak(state: FlowtimeState, now: number): { state: FlowtimeState; at: number } | null {
  const a = state.active;
  if (!a || a.phase !== "break" || a.breakNotified || a.workEndTime === null) return null;
  const at = a.workEndTime + recommendedBreak(workTime(a, now));
  if (at > now) return null;
  return { state: { ...state, active: { ...a, breakNotified: true } }, at };
}

/** Complete: the session is stored with its work and break time, and its points asked for. */
export function completeSession(state: FlowtimeState, now: number): Outcome<FlowtimeState> {
  const a = state.active;
  if (!a) return done(state);
  const session: FlowSession = {
    id: a.id,
    task: a.task,
    startTime: a.startTime,
    endTime: now,
    totalWorkTime: workTime(a, now),
    totalBreakTime: breakTime(a, now),
    completed: true,
  };
  const next = { active: null, sessions: [session, ...state.sessions].slice(0, FLOWTIME_HISTORY) };
  const points = sessionPoints(session.totalWorkTime);
  const minutes = Math.round(session.totalWorkTime / MINUTE);
  const award: WidgetAwardRequest[] = points
    ? [{ source: "technique", points, kind: "flowtimeSession", description: `Flowtime session of ${minutes} min completed`, title: "Flow Session Complete!", message: `${minutes} min of focused work on ${quoted(a.task)}.`, at: now }]
    : [];
  return done(next, ...award);
}

export const cancelSession = (state: FlowtimeState): FlowtimeState => ({ ...state, active: null });

/** The finished sessions that ended on the member's local date `today`. */
export function sessionsOn(state: FlowtimeState, today: LocalDate, timeZone: string): { count: number; workMs: number } {
  const todays = state.sessions.filter((s) => localDate(new Date(s.endTime), timeZone) === today);
  return { count: todays.length, workMs: todays.reduce((sum, s) => sum + s.totalWorkTime, 0) };
}
