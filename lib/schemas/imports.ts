// Profile > Your data > Import your history (docs/product/imports.md): the kinds of file, the limits
// and the answers of /api/imports. Shared by the server and the card.
import { z } from "zod";
import { IMPORT_KINDS, type ImportKind } from "@/lib/domain/imports/types";

export { IMPORT_KINDS, type ImportKind };

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export const IMPORT_LABELS: Record<ImportKind, { name: string; file: string; accept: string }> = {
  reach: { name: "Reach export", file: "the JSON file of Download my data", accept: ".json,application/json" },
  loop: { name: "Loop Habit Tracker", file: "Checkmarks.csv from Loop's export", accept: ".csv,text/csv" },
  habitica: { name: "Habitica", file: "the User Data JSON of Habitica's Data Export", accept: ".json,application/json" },
  dayone: { name: "Day One", file: "Journal.json from Day One's JSON export", accept: ".json,application/json" },
};

export const IMPORT_MESSAGES = {
  tooLarge: "The file is larger than 50 MB.",
  empty: "The file is empty.",
  busy: "An import is already running: wait for it to finish.",
  notPreview: "This import is not waiting for confirmation.",
  notFound: "No such import.",
  expired: "The preview was not confirmed within 7 days: read the file again to import it.",
} as const;

// Not strict: the browser adds `_t` (lib/client/api.ts withTimestamp).
export const importUploadQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: `kind must be one of ${IMPORT_KINDS.join(", ")}` }),
  name: z.string().trim().min(1).max(200).default("file"),
});

export const IMPORT_STATUSES = ["uploading", "reading", "preview", "writing", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export type ImportCounts = { task: number; learned: number; accomplished: number; note: number };
export type ImportDay = { date: string; add: ImportCounts; skipped: number };
export type ImportSkip = { reason: string; count: number; examples: { date: string; text: string }[] };

export type ImportDto = {
  id: number;
  kind: ImportKind;
  fileName: string;
  status: ImportStatus;
  /** 0-100 of the current step (reading, then writing). */
  progress: number;
  error: string | null;
  /** Rows written (when done). */
  written: number;
  /** The preview, once the file is read. */
  preview: { add: ImportCounts; skipped: ImportSkip[]; days: ImportDay[]; moreDays: boolean } | null;
};

/** Days shown per page of the preview (newest first; ?before=YYYY-MM-DD for the next page). */
export const IMPORT_PREVIEW_DAYS = 60;

export const importPreviewQuerySchema = z.object({
  before: z.iso.date().optional(),
});
