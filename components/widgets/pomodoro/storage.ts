// Pomodoro's browser-local data (docs/product/widgets.md#pomodoro): tasks {id, name, completed}, the current task and the
// timer state {phase, pomodoroCount, totalTimeToday}. The time remaining is not stored as a
// number that ticks down: it is computed from the run's timestamps (shared/timer/clock), so a
// reload, a hidden tab or a sleeping laptop never loses a second. Key: kebab-case of the name.
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";

export const POMODORO_PHASES = ["work", "shortBreak", "longBreak"] as const;
export type PomodoroPhase = (typeof POMODORO_PHASES)[number];

const count = z.int().check(z.minimum(0));

export const pomodoroTaskSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.maxLength(LIMITS.title)),
  completed: z.boolean(),
  /** Completing it gave its points already (unchecking and checking again gives none). */
  rewarded: z._default(z.boolean(), false),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const pomodoroStateSchema = z.object({
  tasks: z.array(pomodoroTaskSchema),
  currentTaskId: z.nullable(z.string()),
  phase: z.enum(POMODORO_PHASES),
  /** The phase's run: epoch ms it (re)started, null while paused, and the time it ran before. */
  run: z.object({ runningSince: z.nullable(z.number()), elapsedBefore: z.number().check(z.minimum(0)) }),
  /** Work sessions completed, ever (every 4th brings the long break and 15 points, every 10th 25). */
  pomodoroCount: count,
  /** Tasks ever created (the 1st gives 3 points, every 5th 5). */
  tasksCreated: count,
  /** Work time completed on `today` (ms), and that local date. */
  totalTimeToday: count,
  today: z.string(),
});

export type PomodoroTask = z.infer<typeof pomodoroTaskSchema>;
export type PomodoroState = z.infer<typeof pomodoroStateSchema>;

export const POMODORO_EMPTY: PomodoroState = {
  tasks: [],
  currentTaskId: null,
  phase: "work",
  run: { runningSince: null, elapsedBefore: 0 },
  pomodoroCount: 0,
  tasksCreated: 0,
  totalTimeToday: 0,
  today: "",
};
