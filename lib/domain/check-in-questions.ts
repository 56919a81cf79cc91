// A check-in form's questions and the rules an answer meets (docs/product/check-ins.md#questions):
// a 1-5 scale with a label at each end, yes/no, a number with a unit between a min and a max, or
// short text (500 characters); each required or not; up to 8 in a form. Pure, shared by the
// server (which checks every answer against the version it answers) and the form on screen.

export const CHECK_IN_LIMITS = { questions: 8, title: 120, label: 200, endLabel: 40, unit: 20, text: 500, scaleMin: 1, scaleMax: 5 } as const;

export const QUESTION_TYPES = ["scale", "yesno", "number", "text"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

type Base = { id: string; label: string; required: boolean };
export type CheckInQuestion =
  | (Base & { type: "scale"; minLabel: string; maxLabel: string })
  | (Base & { type: "yesno" })
  | (Base & { type: "number"; unit: string; min: number; max: number })
  | (Base & { type: "text" });

/** What an answer holds: each question's value by its id (absent: not answered). */
export type AnswerValue = number | boolean | string;
export type CheckInAnswers = Record<string, AnswerValue>;

export type AnswerCheck = { ok: true; answers: CheckInAnswers } | { ok: false; message: string; questionId: string };

/** The message of a bad answer names its question. */
export const answerMessages = {
  required: (label: string) => `"${label}" needs an answer`,
  scale: (label: string) => `"${label}" must be a whole number from ${CHECK_IN_LIMITS.scaleMin} to ${CHECK_IN_LIMITS.scaleMax}`,
  yesno: (label: string) => `"${label}" must be yes or no`,
  number: (label: string, min: number, max: number) => `"${label}" must be a number from ${min} to ${max}`,
  text: (label: string) => `"${label}" must be text of at most ${CHECK_IN_LIMITS.text} characters`,
  unknown: (id: string) => `"${id}" is not a question of this check-in`,
};

function checkOne(q: CheckInQuestion, value: unknown): string | null {
  switch (q.type) {
    case "scale":
      return Number.isInteger(value) && (value as number) >= CHECK_IN_LIMITS.scaleMin && (value as number) <= CHECK_IN_LIMITS.scaleMax ? null : answerMessages.scale(q.label);
    case "yesno":
      return typeof value === "boolean" ? null : answerMessages.yesno(q.label);
    case "number":
      return typeof value === "number" && Number.isFinite(value) && value >= q.min && value <= q.max ? null : answerMessages.number(q.label, q.min, q.max);
    case "text":
      return typeof value === "string" && value.length <= CHECK_IN_LIMITS.text ? null : answerMessages.text(q.label);
  }
}

/**
 * Checks a member's answers against the questions they answer: every value of the right kind and
 * in range, every required question answered (blank text counts as no answer), no unknown id.
 * Text is trimmed; blank optional answers are left out.
 */
export function checkAnswers(questions: readonly CheckInQuestion[], answers: Readonly<Record<string, unknown>>): AnswerCheck {
  const known = new Set(questions.map((q) => q.id));
  const stranger = Object.keys(answers).find((id) => !known.has(id));
  if (stranger !== undefined) return { ok: false, message: answerMessages.unknown(stranger), questionId: stranger };
  const out: CheckInAnswers = {};
  for (const q of questions) {
    let value = answers[q.id];
    if (typeof value === "string" && q.type === "text") value = value.trim();
    const blank = value === undefined || value === null || value === "";
    if (blank) {
      if (q.required) return { ok: false, message: answerMessages.required(q.label), questionId: q.id };
      continue;
    }
    const problem = checkOne(q, value);
    if (problem) return { ok: false, message: problem, questionId: q.id };
    out[q.id] = value as AnswerValue;
  }
  return { ok: true, answers: out };
}

/** The scale answers of an answer (the flag and the trends read them). */
export function scaleValues(questions: readonly CheckInQuestion[], answers: Readonly<Record<string, unknown>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const q of questions) if (q.type === "scale" && typeof answers[q.id] === "number") out[q.id] = answers[q.id] as number;
  return out;
}

/** How an answer reads as text (the CSV, the coach's review): yes/no, a number with its unit. */
export function answerText(q: CheckInQuestion, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (q.type === "yesno") return value ? "Yes" : "No";
  if (q.type === "number") return q.unit ? `${value} ${q.unit}` : String(value);
  return String(value);
}
