// 1-3-5 Rule's browser-local data (docs/product/widgets.md#1-3-5-rule): the tasks, plus which progress bonuses were already
// given on which local day. Key: kebab-case of the name (docs/product/widgets.md#browser-storage).
import * as z from "zod/mini";
import { LIMITS } from "@/lib/constants";

export const TASK_SIZES = ["big", "medium", "small"] as const;
export type TaskSize = (typeof TASK_SIZES)[number];

export const oneThreeFiveTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  completed: z.boolean(),
  size: z.enum(TASK_SIZES),
});

export const oneThreeFiveStateSchema = z.object({
  tasks: z.array(oneThreeFiveTaskSchema),
  /** The member's local date the bonuses below belong to ('YYYY-MM-DD' or empty). */
  bonusDay: z.string(),
  /** Bonus ids given on bonusDay ("25", "50", "75", "100", "balance"). */
  bonuses: z.array(z.string()),
});

export type OneThreeFiveTask = z.infer<typeof oneThreeFiveTaskSchema>;
export type OneThreeFiveState = z.infer<typeof oneThreeFiveStateSchema>;

export const ONE_THREE_FIVE_EMPTY: OneThreeFiveState = { tasks: [], bonusDay: "", bonuses: [] };
