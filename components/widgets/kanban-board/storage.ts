// Kanban Board's browser-local data (docs/product/widgets.md#kanban-board): the cards plus the counts its milestones need.
// Key: kebab-case of the name (docs/product/widgets.md#browser-storage).
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";
import { dailyCountsSchema } from "@/components/widgets/shared/daily-count";

export const KANBAN_COLUMN_IDS = ["todo", "inProgress", "done"] as const;
export type KanbanColumn = (typeof KANBAN_COLUMN_IDS)[number];

export const kanbanTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  column: z.enum(KANBAN_COLUMN_IDS),
  createdAt: z.number(),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const kanbanStateSchema = z.object({
  tasks: z.array(kanbanTaskSchema),
  /** Cards ever created and ever completed (moved into Done): deleting does not rewind them. */
  created: z.int().check(z.minimum(0)),
  completed: z.int().check(z.minimum(0)),
  /** Creation milestones already celebrated (each once). */
  milestones: z.array(z.string()),
  /** Today's counts of the awards that earn only so many a day (shared/daily-count). */
  daily: z.optional(dailyCountsSchema),
});

export type KanbanTask = z.infer<typeof kanbanTaskSchema>;
export type KanbanState = z.infer<typeof kanbanStateSchema>;

export const KANBAN_EMPTY: KanbanState = { tasks: [], created: 0, completed: 0, milestones: [] };
