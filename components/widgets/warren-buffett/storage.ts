// Warren Buffett 5/25's browser-local data (docs/product/widgets.md#warren-buffett-525, key `warren-buffet-goals`): the goals, the
// member's reflection and whether the intro still shows (isFirstTime).
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";
import { dailyCountsSchema } from "@/components/widgets/shared/daily-count";

export const buffettGoalSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  isTopFive: z.boolean(),
  completed: z.boolean(),
  dateCreated: z.string(),
  dateCompleted: z.nullable(z.string()),
  /** Set at the first completion: un-checking and checking again earns nothing more. */
  rewarded: z._default(z.boolean(), false),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const buffettDataSchema = z.object({
  goals: z.array(buffettGoalSchema),
  reflection: z.string().check(z.maxLength(LIMITS.text)),
  isFirstTime: z.boolean(),
  /** Today's counts of the awards that earn only so many a day (shared/daily-count). */
  daily: z.optional(dailyCountsSchema),
});

export type BuffettGoal = z.infer<typeof buffettGoalSchema>;
export type BuffettData = z.infer<typeof buffettDataSchema>;

export const BUFFETT_EMPTY: BuffettData = { goals: [], reflection: "", isFirstTime: true };
