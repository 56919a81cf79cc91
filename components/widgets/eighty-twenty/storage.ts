// Eighty-Twenty's browser-local data (docs/product/widgets.md#eighty-twenty), under the spec's key `eighty-twenty-tasks`:
// tasks with impact and category, plus the reflection text.
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";

export const IMPACTS = ["high", "medium", "low"] as const;
export type Impact = (typeof IMPACTS)[number];

export const CATEGORIES = ["Work", "Personal", "Health", "Learning", "Finance", "Family", "Home", "Other"] as const;
export type Category = (typeof CATEGORIES)[number];

export const eightyTwentyTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  impact: z.enum(IMPACTS),
  completed: z.boolean(),
  timestamp: z.number(),
  category: z.enum(CATEGORIES),
  /** Set at the first completion: un-checking and checking again earns nothing more. */
  rewarded: z._default(z.boolean(), false),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const eightyTwentyStateSchema = z.object({
  tasks: z.array(eightyTwentyTaskSchema),
  reflection: z.string().check(z.maxLength(LIMITS.text)),
});

export type EightyTwentyTask = z.infer<typeof eightyTwentyTaskSchema>;
export type EightyTwentyState = z.infer<typeof eightyTwentyStateSchema>;

export const EIGHTY_TWENTY_EMPTY: EightyTwentyState = { tasks: [], reflection: "" };
