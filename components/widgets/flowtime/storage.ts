// Flowtime's browser-local data (docs/product/widgets.md#flowtime): the finished sessions {id, task, startTime, endTime,
// totalWorkTime, totalBreakTime, completed} and the active session {id, task, startTime,
// isRunning, isPaused, pauseStartTime, totalPausedTime}, plus its phase and the times of
// 'Done Working' and of the break's end bell. All times are epoch ms; durations ms.
import * as z from "zod/mini";
import { LIMITS } from "@/lib/constants";

/** Finished sessions kept (oldest dropped). */
export const FLOWTIME_HISTORY = 100;

const time = z.number().check(z.minimum(0));

export const flowSessionSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  task: z.string().check(z.maxLength(LIMITS.title)),
  startTime: time,
  endTime: time,
  totalWorkTime: time,
  totalBreakTime: time,
  completed: z.boolean(),
});

export const activeFlowSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  task: z.string().check(z.maxLength(LIMITS.title)),
  startTime: time,
  isRunning: z.boolean(),
  isPaused: z.boolean(),
  pauseStartTime: z.nullable(time),
  totalPausedTime: time,
  phase: z.enum(["working", "break"]),
  /** When 'Done Working' was pressed (the break's start); null while working. */
  workEndTime: z.nullable(time),
  /** The recommended break's end was announced. */
  breakNotified: z.boolean(),
});

export const flowtimeStateSchema = z.object({ active: z.nullable(activeFlowSchema), sessions: z.array(flowSessionSchema) });

export type FlowSession = z.infer<typeof flowSessionSchema>;
export type ActiveFlow = z.infer<typeof activeFlowSchema>;
export type FlowtimeState = z.infer<typeof flowtimeStateSchema>;

export const FLOWTIME_EMPTY: FlowtimeState = { active: null, sessions: [] };
