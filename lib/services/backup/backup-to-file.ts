// `npm run backup` and the nightly job (docs/product/backups.md): a compressed, consistent backup
// written beside its final name and renamed when complete, so a file under that name is whole.
import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { hasMatchingTool, pgDump } from "@/lib/services/backup/pg-tools";
import { writeCopyBackup, type CopyBackupOptions } from "@/lib/services/backup/write-copy-backup";
import type { BackupKind } from "@/lib/services/backup/format";

export type BackupResult = { file: string; kind: BackupKind; bytes: number; tables: number | null; rows: number | null };

export async function backupToFile(url: string, file: string, opts: CopyBackupOptions & { kind?: BackupKind } = {}): Promise<BackupResult> {
  const kind = opts.kind ?? ((await hasMatchingTool("pg_dump", url)) ? "pg_dump" : "copy");
  const partial = `${file}.partial`;
  try {
    let tables: number | null = null;
    let rows: number | null = null;
    if (kind === "pg_dump") await pgDump(url, partial);
    else {
      const header = await writeCopyBackup(url, createWriteStream(partial, { flags: "wx" }), opts);
      tables = header.tables.length;
      rows = header.tables.reduce((n, t) => n + t.rows, 0);
    }
    await rename(partial, file);
    return { file, kind, bytes: (await stat(file)).size, tables, rows };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** reach-20261129T031500Z.backup: sorts by time, and the nightly rotation knows its own files by it. */
export const BACKUP_NAME = /^reach-\d{8}T\d{6}Z\.backup$/;
export const backupName = (at: Date) => `reach-${at.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}.backup`;
