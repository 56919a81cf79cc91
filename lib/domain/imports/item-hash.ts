// The content hash of an imported row (docs/decisions.md "Backups, imports and the calendar feed"):
// the same row, from the same file or another, is added to a member's journal once.
import { createHash } from "node:crypto";
import type { ParsedItem } from "@/lib/domain/imports/types";

export const itemHash = (item: Pick<ParsedItem, "date" | "kind" | "text" | "done">): string =>
  createHash("sha256").update(JSON.stringify([item.kind, item.date, item.text, item.done])).digest("hex");
