// The daily journal as the API takes and returns it: behavior, learned / accomplished items,
// mindset, note, and the calendar reads (docs/product/journal-and-reset.md#the-journal-day-and-its-pages, #limits-and-calls, #mindset-exercises). Shared by UI and API.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { isLocalDate } from "@/lib/domain/day";
import type { MindsetFlags } from "@/lib/domain/points";
import type { GoalDto } from "@/lib/schemas/goals";

const text = z.string().max(LIMITS.text, `Text must be at most ${LIMITS.text} characters`);
const content = z.string().trim().min(1, "Content is required").max(LIMITS.text, `Content must be at most ${LIMITS.text} characters`);
const atLeastOne = (v: object) => Object.values(v).some((x) => x !== undefined);

export const behaviorSchema = z
  .strictObject({ continueDoing: text.optional(), startDoing: text.optional(), stopDoing: text.optional() })
  .refine(atLeastOne, "Nothing to update");
export type BehaviorInput = z.input<typeof behaviorSchema>;

export const LEARNING_TYPES = ["learned", "accomplished"] as const;
export type LearningType = (typeof LEARNING_TYPES)[number];

export const createLearningSchema = z.strictObject({
  type: z.enum(LEARNING_TYPES, { error: "type must be learned or accomplished" }),
  content,
});
export const updateLearningSchema = z.strictObject({ content });

/** Partial updates: only the fields sent change (docs/product/journal-and-reset.md#mindset-exercises names; no gratitude reading). */
export const mindsetSchema = z
  .strictObject({
    visualization: text.optional(),
    selfTalk: text.optional(),
    focus: text.optional(),
    isVisualizationCompleted: z.boolean().optional(),
    isSelfTalkCompleted: z.boolean().optional(),
    isFocusCompleted: z.boolean().optional(),
  })
  .refine(atLeastOne, "Nothing to update");
export type MindsetInput = z.input<typeof mindsetSchema>;

export const noteSchema = z.strictObject({ content: text });

export const localDateSchema = z.string().refine(isLocalDate, "Date must be a real date written YYYY-MM-DD");
export const dateParamsSchema = z.object({ date: localDateSchema });
export const monthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM")
    .optional(),
});

// Response shapes. Reads of a day with nothing written yet answer the empty shape (id null).
const id = z.number().int();
const isoDate = z.iso.datetime({ offset: true });

export const behaviorDtoSchema = z.strictObject({
  id: id.nullable(),
  userId: id,
  continueDoing: z.string(),
  startDoing: z.string(),
  stopDoing: z.string(),
  dateCreated: isoDate.nullable(),
});
export type BehaviorDto = z.infer<typeof behaviorDtoSchema>;

export const learningDtoSchema = z.strictObject({ id, type: z.enum(LEARNING_TYPES), content: z.string(), dateCreated: isoDate });
export type LearningDto = z.infer<typeof learningDtoSchema>;

/** The three exercises' done flags (docs/product/journal-and-reset.md#mindset-exercises), as lib/domain/points names them. */
export const mindsetFlagsSchema = z.strictObject({
  isVisualizationCompleted: z.boolean(),
  isSelfTalkCompleted: z.boolean(),
  isFocusCompleted: z.boolean(),
}) satisfies z.ZodType<MindsetFlags>;
export type { MindsetFlags };

export const mindsetDtoSchema = mindsetFlagsSchema.extend({
  id: id.nullable(),
  userId: id,
  visualization: z.string(),
  selfTalk: z.string(),
  focus: z.string(),
  dateCreated: isoDate.nullable(),
});
export type MindsetDto = z.infer<typeof mindsetDtoSchema>;

export const noteDtoSchema = z.strictObject({ id: id.nullable(), userId: id, content: z.string(), dateCreated: isoDate.nullable() });
export type NoteDto = z.infer<typeof noteDtoSchema>;

export const coachTipDtoSchema = z.strictObject({ id, content: z.string() });
export type CoachTipDto = z.infer<typeof coachTipDtoSchema>;

/** Everything the dashboard shows, as the separate GET endpoints return it (server prefetch). */
export type DashboardData = {
  goals: GoalDto[];
  behavior: BehaviorDto;
  learned: LearningDto[];
  accomplished: LearningDto[];
  mindset: MindsetDto;
  notes: NoteDto;
};

/** GET /api/journal/days?month=YYYY-MM: one row per local date with a journal or points. */
export type JournalDaySummary = {
  date: string;
  /** Daily tasks completed on that date (all pages). */
  tasksCompleted: number;
  /** Mindset exercises done on that date (0 to 3, any page). */
  mindsetCompleted: number;
  /** Something was written: behavior, a learned / accomplished item, mindset text or the note. */
  journalWritten: boolean;
  /** Points earned on that local date. */
  points: number;
  /** The streak's kind of day (docs/decisions.md "Fair streaks"): a frozen missed day, a paused day or a planned rest day; absent otherwise. */
  streakDay?: StreakDayKind;
};

export const STREAK_DAY_KINDS = ["frozen", "paused", "rest"] as const;
export type StreakDayKind = (typeof STREAK_DAY_KINDS)[number];

/** GET /api/journal/days/{date}: that date's pages, oldest first, read-only. */
export type JournalPageDto = {
  id: number;
  pageNo: number;
  createdAt: string;
  tasks: GoalDto[];
  behavior: BehaviorDto;
  learned: LearningDto[];
  accomplished: LearningDto[];
  mindset: MindsetDto;
  note: NoteDto;
};
export type JournalDayDto = { date: string; streak: number | null; active: boolean; pages: JournalPageDto[] };
