// Timeboxing's browser-local data (docs/product/widgets.md#timeboxing): timeboxes {id, name, duration (minutes), completed,
// active, remainingTime (seconds)} plus the running flag, kept as the time the box (re)started
// (runningSince, null while paused): the remaining time is computed from it, never ticked down.
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";

export const timeboxSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.maxLength(LIMITS.title)),
  duration: z.int().check(z.minimum(1), z.maximum(120)),
  completed: z.boolean(),
  active: z.boolean(),
  /** Seconds left when the box last paused (or its full time before it started). */
  remainingTime: z.number().check(z.minimum(0)),
  /** Epoch ms the box started or resumed; null while paused or idle. */
  runningSince: z.nullable(z.number()),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const timeboxingStateSchema = z.object({
  boxes: z.array(timeboxSchema),
  /** Timeboxes ever created (creation points: the 1st 5, every 5th 10, else 2). */
  created: z.int().check(z.minimum(0)),
});

export type Timebox = z.infer<typeof timeboxSchema>;
export type TimeboxingState = z.infer<typeof timeboxingStateSchema>;

export const TIMEBOXING_EMPTY: TimeboxingState = { boxes: [], created: 0 };
