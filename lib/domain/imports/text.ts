// Text rules shared by the import parsers (docs/product/imports.md).
import { LIMITS } from "@/lib/constants";

/** A task title within the journal's limit: longer ones are cut with an ellipsis. */
export function taskTitle(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= LIMITS.title ? clean : `${clean.slice(0, LIMITS.title - 1).trimEnd()}…`;
}

export const SKIP = {
  empty: "It has no text",
  noteTooLong: `A note holds at most ${LIMITS.text.toLocaleString("en-US")} characters`,
} as const;
