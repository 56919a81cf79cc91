import "server-only";
// GET /api/export streams: rows are read in batches and written as they come, so a member with
// years of data is never held in memory. A failure after the first byte aborts the download
// (the browser reports a failed download) rather than ending a file that looks complete.
//
// JSON: { "format": "reach-export", "version": 1, "exportedAt": ISO, "username": ...,
//         "tables": { "profile": [ {...} ], "Goal": [ ... ], "JournalDay": [ ... ], ... } }
// CSV:  a zip with one <table>.csv per table (header row, RFC 4180) and README.txt.
import { Zip, ZipDeflate, strToU8 } from "fflate";
import { csvLine } from "@/lib/domain/csv";
import { exportRows, exportTables, type ExportTable } from "@/lib/services/export/export-tables";

export const EXPORT_VERSION = 1;

const encoder = new TextEncoder();

function streamOf(produce: (push: (chunk: Uint8Array) => void) => Promise<void>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        await produce((chunk) => controller.enqueue(chunk));
        controller.close();
      } catch (error) {
        console.error("[export] failed while streaming", error);
        controller.error(error);
      }
    },
  });
}

export function exportJson(userId: number, username: string, now = new Date()): ReadableStream<Uint8Array> {
  return streamOf(async (push) => {
    const tables = await exportTables();
    push(encoder.encode(`{"format":"reach-export","version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(now.toISOString())},"username":${JSON.stringify(username)},"tables":{`));
    for (const [t, table] of tables.entries()) {
      push(encoder.encode(`${t ? "," : ""}${JSON.stringify(table.name)}:[`));
      let first = true;
      for await (const rows of exportRows(table, userId)) {
        push(encoder.encode((first ? "" : ",") + rows.map((r) => JSON.stringify(r)).join(",")));
        first = false;
      }
      push(encoder.encode("]"));
    }
    push(encoder.encode("}}\n"));
  });
}

const README = (tables: ExportTable[], now: Date) =>
  [
    `Reach data export (version ${EXPORT_VERSION}), made ${now.toISOString()}.`,
    "",
    "One CSV file per table (RFC 4180: comma separated, CRLF line ends, UTF-8, a header row).",
    "Times are UTC in ISO 8601 ('Z'); dates are local dates of your time zone (YYYY-MM-DD).",
    "The password hash, session counter and push keys are never exported.",
    "",
    ...tables.map((t) => `${t.name}.csv: ${t.columns.map((c) => c.name).join(", ")}`),
    "",
  ].join("\n");

export function exportCsvZip(userId: number, now = new Date()): ReadableStream<Uint8Array> {
  return streamOf(async (push) => {
    const tables = await exportTables();
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else push(chunk);
    });
    const readme = new ZipDeflate("README.txt", { level: 6 });
    zip.add(readme);
    readme.push(strToU8(README(tables, now)), true);
    for (const table of tables) {
      const file = new ZipDeflate(`${table.name}.csv`, { level: 6 });
      zip.add(file);
      file.push(strToU8(csvLine(table.columns.map((c) => c.name))));
      for await (const rows of exportRows(table, userId)) {
        file.push(strToU8(rows.map((row) => csvLine(table.columns.map((c) => row[c.name]))).join("")));
        if (failure) throw failure;
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
    if (failure) throw failure;
  });
}
