// Loop Habit Tracker's CSV export (docs/product/imports.md#loop-habit-tracker): Checkmarks.csv from
// the export's zip, a header "Date,<habit>,<habit>,..." then one line per local date with each
// habit's entry: 2 checked by the member (a numeric habit: its amount x 1000, above 3), 1 marked by
// Loop's schedule, 3 skipped, 0 not done, -1 unknown. A checked habit becomes a completed task of
// that date, titled with the habit's name. Read with csv-parse's stream parser, line by line.
import { once } from "node:events";
import { parse, CsvError } from "csv-parse";
import { isLocalDate } from "@/lib/domain/day";
import { ImportFileError, type ImportParser } from "@/lib/domain/imports/types";
import { taskTitle } from "@/lib/domain/imports/text";

export const LOOP_SKIP = {
  auto: "Marked by Loop's schedule, not checked by you",
  skipped: "Skipped in Loop",
} as const;

const WRONG_KIND = "This is not Loop Habit Tracker's Checkmarks.csv: its first line must be \"Date,\" then your habits' names.";

export const parseLoop: ImportParser = async function* (input) {
  let first = true;
  const bytes = (async function* () {
    for await (const chunk of input) {
      if (first && chunk.length) {
        first = false;
        if (chunk[0] === 0x50 && chunk[1] === 0x4b) throw new ImportFileError("This is a zip file: unzip Loop's export and choose Checkmarks.csv.");
        if (chunk[0] === 0x7b || chunk[0] === 0x5b) throw new ImportFileError(WRONG_KIND);
      }
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  })();
  const parser = parse({ bom: true, relax_column_count: true, info: true, skip_empty_lines: true });
  // Fed by hand: an error of the input (a wrong kind of file) ends the parser with that error.
  void (async () => {
    try {
      for await (const chunk of bytes) if (!parser.write(chunk)) await once(parser, "drain");
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let habits: string[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (!habits) {
        if (record[0]?.trim() !== "Date") {
          if (record[1] === "Name" || record[0] === "Position") throw new ImportFileError("This is Loop's Habits.csv: choose Checkmarks.csv from the same export.");
          throw new ImportFileError(WRONG_KIND);
        }
        habits = record.slice(1).map((h) => h.trim());
        while (habits.length && !habits[habits.length - 1]) habits.pop();
        if (!habits.length) throw new ImportFileError("Line 1 of Checkmarks.csv names no habit.");
        continue;
      }
      const date = record[0]?.trim() ?? "";
      if (!isLocalDate(date)) throw new ImportFileError(`Line ${line}: "${(record[0] ?? "").trim().slice(0, 40)}" is not a date (YYYY-MM-DD).`);
      for (const [i, habit] of habits.entries()) {
        const cell = (record[i + 1] ?? "").trim();
        if (!/^-?\d+$/.test(cell)) throw new ImportFileError(`Line ${line}: the entry of "${habit}" is "${cell.slice(0, 20)}", not a number.`);
        const value = Number(cell);
        if (value <= 0) continue;
        const text = taskTitle(habit);
        if (value === 1) yield { date, kind: "task", text, done: true, skip: LOOP_SKIP.auto };
        else if (value === 3) yield { date, kind: "task", text, done: true, skip: LOOP_SKIP.skipped };
        else yield { date, kind: "task", text, done: true };
      }
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`Line ${(error as CsvError & { lines?: number }).lines ?? "?"} of Checkmarks.csv is not valid CSV: ${error.message.replace(/^Invalid [^:]*: /, "")}`);
    throw error;
  }
  if (first) throw new ImportFileError("The file is empty: choose Loop's Checkmarks.csv.");
  if (!habits) throw new ImportFileError(WRONG_KIND);
};
