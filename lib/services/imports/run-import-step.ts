import "server-only";
// The import-file queue's job (lib/queue/queues.ts): one step of an import.
import type { JobData } from "@/lib/queue/queues";
import { readImport } from "@/lib/services/imports/read-import";
import { writeImport } from "@/lib/services/imports/write-import";

export const runImportStep = ({ importId, step }: JobData<"import-file">) => (step === "read" ? readImport(importId) : writeImport(importId));
