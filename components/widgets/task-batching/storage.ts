// Task Batching's browser-local data (02 s3): tasks, categories, the show-time-estimates option
// and the batching notes under `task-batching-data`; the focus session and the session count
// under `task-batching-sessions`; how many times completed tasks were cleared under
// `task-batching-cleanups`.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";

export const BATCHING_KEY = "task-batching-data";
export const BATCHING_SESSIONS_KEY = "task-batching-sessions";
export const BATCHING_CLEANUPS_KEY = "task-batching-cleanups";

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
  id: z.string().min(1),
  content: z.string().max(LIMITS.title),
  completed: z.boolean(),
  category: z.string().min(1),
  timeEstimate: z.number().int().min(1).max(24 * 60),
  dateCreated: z.string(),
  /** Set at the first completion: un-checking and checking again earns nothing more. */
  rewarded: z.boolean().default(false),
});

export const batchCategorySchema = z.object({
  id: z.string().min(1).max(LIMITS.title),
  name: z.string().min(1).max(LIMITS.title),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});

export const batchingDataSchema = z.object({
  tasks: z.array(batchTaskSchema),
  categories: z.array(batchCategorySchema),
  showTimeEstimates: z.boolean(),
  batchingNotes: z.string().max(LIMITS.text),
});

export const batchingSessionsSchema = z.object({
  count: z.number().int().min(0),
  focus: z.object({ categoryId: z.string().min(1), startedAt: z.string() }).nullable(),
});

export const batchingCleanupsSchema = z.object({ count: z.number().int().min(0) });

export type BatchTask = z.infer<typeof batchTaskSchema>;
export type BatchCategory = z.infer<typeof batchCategorySchema>;
export type BatchingData = z.infer<typeof batchingDataSchema>;
export type BatchingSessions = z.infer<typeof batchingSessionsSchema>;
export type BatchingCleanups = z.infer<typeof batchingCleanupsSchema>;

export const BATCHING_EMPTY: BatchingData = { tasks: [], categories: DEFAULT_CATEGORIES, showTimeEstimates: true, batchingNotes: "" };
export const SESSIONS_EMPTY: BatchingSessions = { count: 0, focus: null };
export const CLEANUPS_EMPTY: BatchingCleanups = { count: 0 };
