// Goals and daily tasks as the API takes and returns them (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal, #goal-and-journal-messages, #limits-and-calls).
// Shared by the dashboard / goals screens and the route handlers.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { GOAL_TYPES } from "@/lib/domain/goal-slots";

export { GOAL_TYPES, isTaskType, SLOT_TAKEN_MARK, slotTakenMessage, type GoalType, type TaskType } from "@/lib/domain/goal-slots";

const id = z.number().int();
const isoDate = z.iso.datetime({ offset: true });

/** A goal as every goals endpoint returns it (dates as ISO strings). */
export const goalDtoSchema = z.strictObject({
  id,
  userId: id,
  type: z.enum(GOAL_TYPES),
  title: z.string(),
  isCompleted: z.boolean(),
  dateCreated: isoDate,
  deadline: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  /** A daily task's points as the server gives them: earned (completed) or to be earned (open); see lib/services/goals/task-points. */
  points: z.number().int().min(0).optional(),
});
export type GoalDto = z.infer<typeof goalDtoSchema>;

/** Write responses carry the points the change earned, so the UI can celebrate. */
export const withPoints = <S extends z.ZodObject>(schema: S) => schema.extend({ pointsAwarded: z.number().int().min(0) });
export type WithPoints<T> = T & { pointsAwarded: number };

export const goalTitleSchema = z
  .string()
  .trim()
  .min(1, "Title is required")
  .max(LIMITS.title, `Title must be at most ${LIMITS.title} characters`);

/**
 * A deadline: a strict calendar date 'YYYY-MM-DD' (the end of that day in the member's time
 * zone) or an ISO 8601 date-time with Z or an offset.
 */
export const deadlineSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Deadline must be a date (YYYY-MM-DD) or an ISO date-time",
});

export const createGoalSchema = z.strictObject({
  type: z.enum(GOAL_TYPES, { error: `type must be one of ${GOAL_TYPES.join(", ")}` }),
  title: goalTitleSchema,
  isCompleted: z.boolean().optional(),
  deadline: deadlineSchema.nullable().optional(),
});
export type CreateGoalInput = z.input<typeof createGoalSchema>;

export const updateGoalSchema = z
  .strictObject({
    title: goalTitleSchema.optional(),
    isCompleted: z.boolean().optional(),
    /** null clears the deadline. */
    deadline: deadlineSchema.nullable().optional(),
  })
  .refine((v) => v.title !== undefined || v.isCompleted !== undefined || v.deadline !== undefined, "Nothing to update");
export type UpdateGoalInput = z.input<typeof updateGoalSchema>;

export { idParamsSchema } from "@/lib/schemas/params";
