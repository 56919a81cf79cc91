// Check-in forms and answers (docs/product/check-ins.md): the coach's form and the member's answer,
// checked by the forms and the API alike. Each message names the rule it breaks.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { CHECK_IN_LIMITS, QUESTION_TYPES, type CheckInQuestion } from "@/lib/domain/check-in-questions";
import type { CheckInSchedule } from "@/lib/domain/check-ins";
import { isLocalDate } from "@/lib/domain/day";

export const CHECK_IN_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be at most ${CHECK_IN_LIMITS.title} characters`,
  noQuestion: "A check-in needs at least one question",
  tooManyQuestions: `A check-in has at most ${CHECK_IN_LIMITS.questions} questions`,
  unknownType: "Each question is a scale, yes/no, number or text question",
  labelRequired: "Each question needs its text",
  labelTooLong: `A question must be at most ${CHECK_IN_LIMITS.label} characters`,
  scaleLabels: "A scale question needs a label at both ends",
  numberRange: "A number question needs a minimum and a maximum",
  minAboveMax: "The minimum must not be above the maximum",
  duplicateId: "Two questions have the same id",
  schedule: "Choose daily, or weekly on a weekday (1 Monday to 7 Sunday), at an hour from 0 to 23",
  formNotFound: "Check-in not found",
  answerNotFound: "Check-in not found",
  closed: "This check-in closed when the next one was due",
  teamNotFound: "Team not found",
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .max(max, tooLong)
    .refine((v) => !v.includes("\u0000"), "Text must not contain NUL characters");

const questionSchema = z
  .strictObject({
    /** Kept from the form's earlier version when the coach edits a question; new questions get one. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "A question id is 1 to 40 letters, digits, _ or -").optional(),
    type: z.enum(QUESTION_TYPES, { error: CHECK_IN_MESSAGES.unknownType }),
    label: text(CHECK_IN_LIMITS.label, CHECK_IN_MESSAGES.labelRequired, CHECK_IN_MESSAGES.labelTooLong).pipe(z.string().min(1, CHECK_IN_MESSAGES.labelRequired)),
    required: z.boolean({ error: "required must be true or false" }).default(true),
    minLabel: text(CHECK_IN_LIMITS.endLabel, CHECK_IN_MESSAGES.scaleLabels, `An end label must be at most ${CHECK_IN_LIMITS.endLabel} characters`).optional(),
    maxLabel: text(CHECK_IN_LIMITS.endLabel, CHECK_IN_MESSAGES.scaleLabels, `An end label must be at most ${CHECK_IN_LIMITS.endLabel} characters`).optional(),
    unit: text(CHECK_IN_LIMITS.unit, "unit must be text", `A unit must be at most ${CHECK_IN_LIMITS.unit} characters`).optional(),
    min: z.number({ error: CHECK_IN_MESSAGES.numberRange }).finite().min(-1e9).max(1e9).optional(),
    max: z.number({ error: CHECK_IN_MESSAGES.numberRange }).finite().min(-1e9).max(1e9).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type === "scale" && (!q.minLabel || !q.maxLabel)) ctx.addIssue({ code: "custom", message: CHECK_IN_MESSAGES.scaleLabels, path: ["minLabel"] });
    if (q.type === "number") {
      if (q.min === undefined || q.max === undefined) ctx.addIssue({ code: "custom", message: CHECK_IN_MESSAGES.numberRange, path: ["min"] });
      else if (q.min > q.max) ctx.addIssue({ code: "custom", message: CHECK_IN_MESSAGES.minAboveMax, path: ["min"] });
    }
  });

export type QuestionInput = z.infer<typeof questionSchema>;

const questionsSchema = z
  .array(questionSchema, { error: CHECK_IN_MESSAGES.noQuestion })
  .min(1, CHECK_IN_MESSAGES.noQuestion)
  .max(CHECK_IN_LIMITS.questions, CHECK_IN_MESSAGES.tooManyQuestions)
  .refine((qs) => {
    const ids = qs.map((q) => q.id).filter(Boolean);
    return new Set(ids).size === ids.length;
  }, CHECK_IN_MESSAGES.duplicateId);

const scheduleSchema = z
  .strictObject({
    cadence: z.enum(["weekly", "daily"], { error: CHECK_IN_MESSAGES.schedule }),
    weekday: z.number({ error: CHECK_IN_MESSAGES.schedule }).int(CHECK_IN_MESSAGES.schedule).min(1, CHECK_IN_MESSAGES.schedule).max(7, CHECK_IN_MESSAGES.schedule).optional(),
    hour: z.number({ error: CHECK_IN_MESSAGES.schedule }).int(CHECK_IN_MESSAGES.schedule).min(0, CHECK_IN_MESSAGES.schedule).max(23, CHECK_IN_MESSAGES.schedule),
  }, { error: CHECK_IN_MESSAGES.schedule })
  .refine((s) => s.cadence === "daily" || s.weekday !== undefined, CHECK_IN_MESSAGES.schedule);

const title = text(CHECK_IN_LIMITS.title, CHECK_IN_MESSAGES.titleRequired, CHECK_IN_MESSAGES.titleTooLong).pipe(z.string().min(1, CHECK_IN_MESSAGES.titleRequired));

export const createCheckInFormSchema = z.strictObject({
  teamId: z.number({ error: CHECK_IN_MESSAGES.teamNotFound }).int().positive(CHECK_IN_MESSAGES.teamNotFound).max(LIMITS.maxId, CHECK_IN_MESSAGES.teamNotFound),
  title,
  schedule: scheduleSchema,
  questions: questionsSchema,
});
export const updateCheckInFormSchema = z
  .strictObject({ title: title.optional(), schedule: scheduleSchema.optional(), questions: questionsSchema.optional() })
  .refine((v) => v.title !== undefined || v.schedule !== undefined || v.questions !== undefined, "Nothing to change");

export type CreateCheckInFormInput = z.infer<typeof createCheckInFormSchema>;
export type UpdateCheckInFormInput = z.infer<typeof updateCheckInFormSchema>;

/** The member's answer: the date of the check-in it answers (its window is checked by the server) and each question's value. */
export const answerCheckInSchema = z.strictObject({
  date: z.string({ error: "date must be YYYY-MM-DD" }).refine(isLocalDate, "date must be YYYY-MM-DD"),
  answers: z.record(z.string().max(40), z.union([z.number(), z.boolean(), z.string().max(CHECK_IN_LIMITS.text * 2), z.null()]), { error: "answers must be an object" }),
});
export type AnswerCheckInInput = z.infer<typeof answerCheckInSchema>;

export const reviewQueueQuerySchema = z.object({
  /** The page after this cursor ("<flagged 0|1>.<id>", from the last page's `next`). */
  cursor: z.string().regex(/^[01]\.[1-9]\d{0,9}$/, "cursor is not one this list gave").optional(),
  form: z.string().regex(/^[1-9]\d{0,9}$/, "form must be a positive integer").transform(Number).optional(),
});

/** The shapes the API answers with. */
export type CheckInFormDto = {
  id: number;
  teamId: number;
  teamName: string;
  title: string;
  schedule: CheckInSchedule;
  version: number;
  questions: CheckInQuestion[];
  createdAt: string;
  updatedAt: string;
};
export type DueCheckInDto = {
  formId: number;
  title: string;
  date: string;
  dueAt: string;
  closesAt: string;
  version: number;
  questions: CheckInQuestion[];
  answered: boolean;
  answers: Record<string, number | boolean | string> | null;
};
export type ReviewItemDto = {
  id: number;
  formId: number;
  formTitle: string;
  userId: number;
  username: string;
  date: string;
  answeredAt: string;
  flagged: boolean;
  flaggedQuestions: string[];
  questions: CheckInQuestion[];
  answers: Record<string, number | boolean | string>;
};
export type GlanceWeek = { answers: number; expected: number; rate: number | null };
/** The glance's row of a form: this week's answer rate and per-question averages against last week. */
export type CheckInGlanceForm = {
  formId: number;
  title: string;
  teamName: string;
  thisWeek: GlanceWeek;
  lastWeek: GlanceWeek;
  questions: { questionId: string; label: string; thisWeek: number | null; lastWeek: number | null }[];
};
