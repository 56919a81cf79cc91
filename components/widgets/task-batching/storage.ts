// Task Batching's browser-local data (docs/product/widgets.md#task-batching): tasks, categories, the show-time-estimates option
// and the batching notes under `task-batching-data`; the focus session and the session count
// under `task-batching-sessions`; how many times completed tasks were cleared under
// `task-batching-cleanups`.
import * as z from "zod/mini";
import { itemAwardsSchema } from "@/components/widgets/shared/item-awards";
import { LIMITS } from "@/lib/constants";
import { dailyCountsSchema } from "@/components/widgets/shared/daily-count";

export const TIME_ESTIMATES = [5, 10, 15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_ESTIMATE = 15;

export const DEFAULT_CATEGORIES = [
  { id: "email", name: "Email & Communication", color: "#2563eb" },
  { id: "admin", name: "Administrative Tasks", color: "#7c3aed" },
  { id: "creative", name: "Creative Work", color: "#db2777" },
  { id: "meetings", name: "Meetings & Calls", color: "#d97706" },
  { id: "learning", name: "Learning & Development", color: "#059669" },
];

export const batchTaskSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string().check(z.maxLength(LIMITS.title)),
  completed: z.boolean(),
  category: z.string().check(z.minLength(1)),
  timeEstimate: z.int().check(z.minimum(1), z.maximum(24 * 60)),
  dateCreated: z.string(),
  /** Set at the first completion: un-checking and checking again earns nothing more. */
  rewarded: z._default(z.boolean(), false),
  /** The ids of the awards it earned, given back when it is deleted the same day (shared/item-awards). */
  awards: itemAwardsSchema,
});

export const batchCategorySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(LIMITS.title)),
  name: z.string().check(z.minLength(1), z.maxLength(LIMITS.title)),
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
});

export const batchingDataSchema = z.object({
  tasks: z.array(batchTaskSchema),
  categories: z.array(batchCategorySchema),
  showTimeEstimates: z.boolean(),
  batchingNotes: z.string().check(z.maxLength(LIMITS.text)),
  /** Today's counts of the awards that earn only so many a day (shared/daily-count). */
  daily: z.optional(dailyCountsSchema),
});

export const batchingSessionsSchema = z.object({
  count: z.int().check(z.minimum(0)),
  focus: z.nullable(z.object({ categoryId: z.string().check(z.minLength(1)), startedAt: z.string() })),
});

export const batchingCleanupsSchema = z.object({ count: z.int().check(z.minimum(0)) });

export type BatchTask = z.infer<typeof batchTaskSchema>;
export type BatchCategory = z.infer<typeof batchCategorySchema>;
export type BatchingData = z.infer<typeof batchingDataSchema>;
export type BatchingSessions = z.infer<typeof batchingSessionsSchema>;
export type BatchingCleanups = z.infer<typeof batchingCleanupsSchema>;

export const BATCHING_EMPTY: BatchingData = { tasks: [], categories: DEFAULT_CATEGORIES, showTimeEstimates: true, batchingNotes: "" };
export const SESSIONS_EMPTY: BatchingSessions = { count: 0, focus: null };
export const CLEANUPS_EMPTY: BatchingCleanups = { count: 0 };
