import "server-only";
// The journal parts of a page as the API returns them. A page without the part yet answers the
// empty shape (id null), as docs/product/journal-and-reset.md#limits-and-calls's empty-field fallbacks expect.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BehaviorDto, LearningDto, MindsetDto, NoteDto } from "@/lib/schemas/journal";
import { goalSelect } from "@/lib/services/goals/goal-shape";
import { iso, type Timestamped } from "@/lib/services/shared/iso-dates";

export const behaviorSelect = { id: true, continueDoing: true, startDoing: true, stopDoing: true, dateCreated: true } satisfies Prisma.BehaviorSelect;
export const learningSelect = { id: true, type: true, content: true, dateCreated: true } satisfies Prisma.LearningItemSelect;
export const mindsetSelect = {
  id: true,
  visualization: true,
  selfTalk: true,
  focus: true,
  isVisualizationCompleted: true,
  isSelfTalkCompleted: true,
  isFocusCompleted: true,
  dateCreated: true,
} satisfies Prisma.MindsetSelect;
export const noteSelect = { id: true, content: true, dateCreated: true } satisfies Prisma.NoteSelect;

/** Every part of a page in one select (dashboard prefetch, calendar day). */
export const pagePartsSelect = {
  tasks: { select: goalSelect, orderBy: { type: "asc" } },
  behavior: { select: behaviorSelect },
  learnings: { select: learningSelect, orderBy: { id: "asc" } },
  mindset: { select: mindsetSelect },
  note: { select: noteSelect },
} satisfies Prisma.JournalPageSelect;

export type BehaviorRow = Prisma.BehaviorGetPayload<{ select: typeof behaviorSelect }>;
export type LearningRow = Prisma.LearningItemGetPayload<{ select: typeof learningSelect }>;
export type MindsetRow = Prisma.MindsetGetPayload<{ select: typeof mindsetSelect }>;
export type NoteRow = Prisma.NoteGetPayload<{ select: typeof noteSelect }>;

export function toBehaviorDto(userId: number, row: Timestamped<BehaviorRow> | null | undefined): BehaviorDto {
  return {
    id: row?.id ?? null,
    userId,
    continueDoing: row?.continueDoing ?? "",
    startDoing: row?.startDoing ?? "",
    stopDoing: row?.stopDoing ?? "",
    dateCreated: iso(row?.dateCreated),
  };
}

export function toLearningDto(row: Timestamped<LearningRow>): LearningDto {
  return { ...row, dateCreated: iso(row.dateCreated)! };
}

/** A page's items split into the two lists, oldest first. */
export function splitLearnings(rows: Timestamped<LearningRow>[]): { learned: LearningDto[]; accomplished: LearningDto[] } {
  const items = rows.map(toLearningDto);
  return { learned: items.filter((l) => l.type === "learned"), accomplished: items.filter((l) => l.type === "accomplished") };
}

export function toMindsetDto(userId: number, row: Timestamped<MindsetRow> | null | undefined): MindsetDto {
  return {
    id: row?.id ?? null,
    userId,
    visualization: row?.visualization ?? "",
    selfTalk: row?.selfTalk ?? "",
    focus: row?.focus ?? "",
    isVisualizationCompleted: row?.isVisualizationCompleted ?? false,
    isSelfTalkCompleted: row?.isSelfTalkCompleted ?? false,
    isFocusCompleted: row?.isFocusCompleted ?? false,
    dateCreated: iso(row?.dateCreated),
  };
}

export function toNoteDto(userId: number, row: Timestamped<NoteRow> | null | undefined): NoteDto {
  return { id: row?.id ?? null, userId, content: row?.content ?? "", dateCreated: iso(row?.dateCreated) };
}
