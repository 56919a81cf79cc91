// Two-Minute Rule's browser-local data (docs/product/widgets.md#two-minute-rule): the tasks plus the running counts the points
// ladder needs (deleting a task does not rewind the ladder). Key: kebab-case of the name (03).
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";

export const twoMinuteTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  completed: z.boolean(),
  timestamp: z.number(),
  quickTask: z.boolean(),
  /** Set at the first completion: un-checking and checking again earns nothing more. */
  rewarded: z._default(z.boolean(), false),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const twoMinuteStateSchema = z.object({
  tasks: z.array(twoMinuteTaskSchema),
  /** How many tasks were ever created / first-completed (the "per kind" counts of docs/product/widgets.md#two-minute-rule). */
  created: z.int().check(z.minimum(0)),
  completed: z.int().check(z.minimum(0)),
});

export type TwoMinuteTask = z.infer<typeof twoMinuteTaskSchema>;
export type TwoMinuteState = z.infer<typeof twoMinuteStateSchema>;

export const TWO_MINUTE_EMPTY: TwoMinuteState = { tasks: [], created: 0, completed: 0 };
