// Getting Things Done's browser-local data (docs/product/widgets.md#getting-things-done, key `gtd-data`): the actions and the member's
// projects (default six). Read and written through lib/client/local-store.
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";
import { dailyCountsSchema } from "@/components/widgets/shared/daily-count";

export const GTD_TYPES = ["inbox", "next", "waiting", "scheduled", "someday", "reference", "completed"] as const;
export type GtdType = (typeof GTD_TYPES)[number];

export const GTD_CONTEXTS = ["home", "work", "computer", "phone", "errands", "meetings", "anywhere"] as const;
export type GtdContext = (typeof GTD_CONTEXTS)[number];

export const DEFAULT_PROJECTS = ["Personal", "Work", "Health", "Finance", "Home", "Learning"];

const localDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const gtdActionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  type: z.enum(GTD_TYPES),
  completed: z.boolean(),
  dateCreated: z.string(),
  dateCompleted: z.nullable(z.string()),
  project: z.nullable(z.string().check(z.maxLength(LIMITS.title))),
  context: z.nullable(z.enum(GTD_CONTEXTS)),
  dueDate: z.nullable(localDate),
  notes: z.string().check(z.maxLength(LIMITS.text)),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const gtdDataSchema = z.object({
  actions: z.array(gtdActionSchema),
  projects: z.array(z.string().check(z.minLength(1), z.maxLength(LIMITS.title))),
  /** Today's counts of the awards that earn only so many a day (shared/daily-count). */
  daily: z.optional(dailyCountsSchema),
});

export type GtdAction = z.infer<typeof gtdActionSchema>;
export type GtdData = z.infer<typeof gtdDataSchema>;

export const GTD_EMPTY: GtdData = { actions: [], projects: DEFAULT_PROJECTS };
