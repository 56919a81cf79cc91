// Eisenhower Matrix's browser-local data (docs/product/widgets.md#eisenhower-matrix, key `eisenhower-matrix-tasks`): the tasks plus
// the counters kept beside them (tasks created and completed, moves, cleanups, quadrants used and
// the milestones already celebrated), in one value so an action writes them together.
import * as z from "zod/mini";
import { LIMITS } from "@/lib/constants";

export const QUADRANT_IDS = ["urgent-important", "not-urgent-important", "urgent-not-important", "not-urgent-not-important"] as const;
export type QuadrantId = (typeof QUADRANT_IDS)[number];

export const MILESTONE_IDS = ["first-task", "ten-tasks", "all-quadrants", "ten-completed"] as const;
export type MilestoneId = (typeof MILESTONE_IDS)[number];

export const eisenhowerTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  quadrant: z.enum(QUADRANT_IDS),
  completed: z.boolean(),
  dateCreated: z.string(),
  dateCompleted: z.nullable(z.string()),
});

const count = z.int().check(z.minimum(0));

export const eisenhowerCountersSchema = z.object({
  created: count,
  completed: count,
  moves: count,
  cleanups: count,
  quadrantsUsed: z.array(z.enum(QUADRANT_IDS)),
  milestones: z.array(z.enum(MILESTONE_IDS)),
});

export const eisenhowerDataSchema = z.object({
  tasks: z.array(eisenhowerTaskSchema),
  counters: eisenhowerCountersSchema,
});

export type EisenhowerTask = z.infer<typeof eisenhowerTaskSchema>;
export type EisenhowerCounters = z.infer<typeof eisenhowerCountersSchema>;
export type EisenhowerData = z.infer<typeof eisenhowerDataSchema>;

export const EISENHOWER_EMPTY: EisenhowerData = {
  tasks: [],
  counters: { created: 0, completed: 0, moves: 0, cleanups: 0, quadrantsUsed: [], milestones: [] },
};
