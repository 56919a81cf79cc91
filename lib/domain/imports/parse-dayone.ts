// Day One's JSON export (docs/product/imports.md#day-one): Journal.json from the export's zip,
// {"metadata": {...}, "entries": [{"uuid", "creationDate" (UTC), "timeZone" (IANA), "text"}, ...]}.
// Each entry becomes the note of its local date in the entry's own time zone (the member's when it
// names none Reach knows); several entries of a day are joined into that day's note in file order.
import { isValidTimeZone, localDate } from "@/lib/domain/day";
import { jsonValues } from "@/lib/domain/imports/json-stream";
import { ImportFileError, type ImportParser } from "@/lib/domain/imports/types";
import { SKIP } from "@/lib/domain/imports/text";
import { LIMITS } from "@/lib/constants";

const WHAT = "Day One export";

export const parseDayOne: ImportParser = async function* (input, ctx) {
  let sawMetadata = false;
  let n = 0;
  for await (const { path, value } of jsonValues(input, ["$.metadata", "$.entries.*"], WHAT)) {
    if (path === "$") {
      sawMetadata = true;
      continue;
    }
    n++;
    const entry = value as Record<string, unknown> | null;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) throw new ImportFileError(`Entry ${n} of the ${WHAT} is not an object.`);
    const created = typeof entry.creationDate === "string" ? new Date(entry.creationDate) : null;
    if (!created || Number.isNaN(created.getTime())) throw new ImportFileError(`Entry ${n} of the ${WHAT} has no valid creationDate.`);
    const zone = typeof entry.timeZone === "string" && isValidTimeZone(entry.timeZone) ? entry.timeZone : ctx.timeZone;
    const date = localDate(created, zone);
    const text = typeof entry.text === "string" ? entry.text.trim() : "";
    if (!text) yield { date, kind: "note", text: "", done: false, skip: SKIP.empty };
    else yield { date, kind: "note", text, done: false, ...(text.length > LIMITS.text ? { skip: SKIP.noteTooLong } : {}) };
  }
  if (!sawMetadata && n === 0) throw new ImportFileError("This is not a Day One JSON export: it has no \"metadata\" and no \"entries\".");
};
