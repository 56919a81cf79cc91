// Flowtime's browser-local data (02 s3): the finished sessions {id, task, startTime, endTime,
// totalWorkTime, totalBreakTime, completed} and the active session {id, task, startTime,
// isRunning, isPaused, pauseStartTime, totalPausedTime}, plus its phase and the times of
// 'Done Working' and of the break's end bell. All times are epoch ms; durations ms.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";

export const FLOWTIME_KEY = "flowtime";
/** Finished sessions kept (oldest dropped). */
export const FLOWTIME_HISTORY = 100;

const time = z.number().min(0);

export const flowSessionSchema = z.object({
  id: z.string().min(1).max(100),
  task: z.string().max(LIMITS.title),
  startTime: time,
  endTime: time,
  totalWorkTime: time,
  totalBreakTime: time,
  completed: z.boolean(),
});

export const activeFlowSchema = z.object({
  id: z.string().min(1).max(100),
  task: z.string().max(LIMITS.title),
  startTime: time,
  isRunning: z.boolean(),
  isPaused: z.boolean(),
  pauseStartTime: time.nullable(),
  totalPausedTime: time,
  phase: z.enum(["working", "break"]),
  /** When 'Done Working' was pressed (the break's start); null while working. */
  workEndTime: time.nullable(),
  /** The recommended break's end was announced. */
  breakNotified: z.boolean(),
});

export const flowtimeStateSchema = z.object({ active: activeFlowSchema.nullable(), sessions: z.array(flowSessionSchema) });

export type FlowSession = z.infer<typeof flowSessionSchema>;
export type ActiveFlow = z.infer<typeof activeFlowSchema>;
export type FlowtimeState = z.infer<typeof flowtimeStateSchema>;

export const FLOWTIME_EMPTY: FlowtimeState = { active: null, sessions: [] };
