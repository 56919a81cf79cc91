// What every import parser yields (docs/product/imports.md): rows of the member's journal on their
// local dates, or rows the file holds that Reach does not add, with the reason. Parsers read the
// file as a stream of bytes and never hold it whole; a file they cannot read throws ImportFileError
// naming the line or entry.
import type { LocalDate } from "@/lib/domain/day";

export const IMPORT_KINDS = ["reach", "loop", "habitica", "dayone"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What a row becomes: a completed (or open) daily task, a learned or accomplished item, the day's note. */
export const ITEM_KINDS = ["task", "learned", "accomplished", "note"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export type ParsedItem = {
  date: LocalDate;
  /** "other": a row of a kind the journal has no place for (always with skip). */
  kind: ItemKind | "other";
  text: string;
  /** A task's completion (false for the other kinds). */
  done: boolean;
  /** Set when the row is not added, with the reason the preview shows. */
  skip?: string;
};

/** A file Reach cannot read: the message names the line or entry, and nothing is written. */
export class ImportFileError extends Error {}

export type ParseContext = {
  /** The member's zone: the local dates of times that carry no zone of their own. */
  timeZone: string;
};

export type ImportParser = (input: AsyncIterable<Uint8Array>, ctx: ParseContext) => AsyncGenerator<ParsedItem>;
