// Reach's own JSON export (lib/services/export/export-stream.ts, "reach-export" version 1) read back
// into another instance (docs/product/imports.md#reachs-own-export): the daily tasks, learned and
// accomplished items and notes of every journal page land on the page's date. Rows of a page come
// before the JournalPage table in the file (tables are in name order), so they wait for their page.
import { isLocalDate, type LocalDate } from "@/lib/domain/day";
import { jsonValues } from "@/lib/domain/imports/json-stream";
import { ImportFileError, type ImportParser, type ParsedItem } from "@/lib/domain/imports/types";
import { SKIP, taskTitle } from "@/lib/domain/imports/text";
import { LIMITS } from "@/lib/constants";

const WHAT = "Reach export";
const TASK_TYPES = new Set(["task1", "task2", "task3"]);

export const REACH_SKIP = {
  goal: "SMART and main goals are not history: set them again in Goals",
  mindset: "Mindset exercises are not imported (they count toward badges)",
  behavior: "The behavior tracker is not imported",
} as const;

type Row = Record<string, unknown>;
type Pending = { pageId: number; item: Omit<ParsedItem, "date"> };

const str = (v: unknown) => (typeof v === "string" ? v : "");

function rowItem(table: string, row: Row, entry: string): Pending | { dated: ParsedItem } | null {
  const pageId = typeof row.pageId === "number" ? row.pageId : null;
  switch (table) {
    case "Goal": {
      if (!TASK_TYPES.has(str(row.type)) || pageId === null) {
        const created = str(row.dateCreated).slice(0, 10);
        if (!isLocalDate(created)) throw new ImportFileError(`The ${WHAT}'s ${entry} has no valid dateCreated.`);
        return { dated: { date: created, kind: "other", text: str(row.title), done: row.isCompleted === true, skip: REACH_SKIP.goal } };
      }
      const text = taskTitle(str(row.title));
      return { pageId, item: { kind: "task", text, done: row.isCompleted === true, ...(text ? {} : { skip: SKIP.empty }) } };
    }
    case "LearningItem": {
      const kind = row.type === "accomplished" ? "accomplished" : row.type === "learned" ? "learned" : null;
      if (!kind || pageId === null) throw new ImportFileError(`The ${WHAT}'s ${entry} is not a learned or accomplished item.`);
      const text = str(row.content).trim();
      return { pageId, item: { kind, text, done: false, ...(text ? {} : { skip: SKIP.empty }), ...(text.length > LIMITS.text ? { skip: SKIP.noteTooLong } : {}) } };
    }
    case "Note": {
      if (pageId === null) throw new ImportFileError(`The ${WHAT}'s ${entry} has no page.`);
      const text = str(row.content).trim();
      if (!text) return null; // an empty note is nothing to import
      return { pageId, item: { kind: "note", text, done: false, ...(text.length > LIMITS.text ? { skip: SKIP.noteTooLong } : {}) } };
    }
    case "Mindset":
    case "Behavior":
      if (pageId === null) throw new ImportFileError(`The ${WHAT}'s ${entry} has no page.`);
      return { pageId, item: { kind: "other", text: table, done: false, skip: table === "Mindset" ? REACH_SKIP.mindset : REACH_SKIP.behavior } };
    default:
      return null;
  }
}

export const parseReach: ImportParser = async function* (input) {
  const pages = new Map<number, LocalDate>();
  let waiting: Pending[] = [];
  let format: unknown;
  let version: unknown;
  const counts = new Map<string, number>();
  for await (const { path, key, value } of jsonValues(input, ["$.format", "$.version", "$.tables.*.*"], WHAT)) {
    if (path === "$") {
      if (key === "format") format = value;
      else if (key === "version") version = value;
      continue;
    }
    if (format !== "reach-export") throw new ImportFileError("This is not a Reach export: its first field must be \"format\": \"reach-export\".");
    if (version !== 1) throw new ImportFileError(`This Reach export is version ${JSON.stringify(version)}; this Reach reads version 1.`);
    const table = path.split(".")[2];
    const n = (counts.get(table) ?? 0) + 1;
    counts.set(table, n);
    const entry = `${table} entry ${n}`;
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ImportFileError(`The ${WHAT}'s ${entry} is not an object.`);
    const row = value as Row;
    if (table === "JournalPage") {
      const date = str(row.date);
      if (typeof row.id !== "number" || !isLocalDate(date)) throw new ImportFileError(`The ${WHAT}'s ${entry} has no valid id and date.`);
      pages.set(row.id, date);
      continue;
    }
    const item = rowItem(table, row, entry);
    if (!item) continue;
    if ("dated" in item) yield item.dated;
    else {
      const date = pages.get(item.pageId);
      if (date) yield { date, ...item.item };
      else waiting.push(item);
    }
  }
  if (format !== "reach-export") throw new ImportFileError("This is not a Reach export: it has no \"format\": \"reach-export\".");
  for (const item of waiting) {
    const date = pages.get(item.pageId);
    if (!date) throw new ImportFileError(`The ${WHAT} names journal page ${item.pageId}, which it does not hold.`);
    yield { date, ...item.item };
  }
  waiting = [];
};
