// `npm run restore -- FILE` (docs/product/backups.md): into an empty database only, by the kind
// of the file (format.ts).
import pg from "pg";
import { backupKind } from "@/lib/services/backup/format";
import { hasMatchingTool, pgRestore, serverMajor } from "@/lib/services/backup/pg-tools";
import { restoreCopyBackup, BackupFileError, type Migrate } from "@/lib/services/backup/restore-copy-backup";
import { migrateTo } from "@/lib/services/backup/migrate-to";

/** Tables in the database's public schema: a restore needs none. */
export async function publicTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p', 'v', 'm')");
    return Number(rows[0].n);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function restoreFromFile(url: string, file: string, migrate: Migrate = migrateTo): Promise<{ kind: "pg_dump" | "copy"; rows: number | null; migration: string | null }> {
  const kind = await backupKind(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(error.code === "ENOENT" ? `${file} does not exist.` : `${file} cannot be read (${error.message}).`);
  });
  if (!kind) throw new BackupFileError(`${file} is not a Reach backup (neither Reach's own kind nor pg_dump's custom format).`);
  if ((await publicTables(url)) > 0) throw new BackupFileError("The database is not empty: a restore goes into an empty database (create one and point DATABASE_URL at it, or give the embedded Postgres a fresh folder with REACH_DATA_DIR).");
  if (kind === "pg_dump") {
    if (!(await hasMatchingTool("pg_restore", url))) throw new BackupFileError(`${file} was written by pg_dump; restoring it needs pg_restore of the server's major version (${await serverMajor(url)}) on PATH.`);
    await pgRestore(url, file);
    return { kind, rows: null, migration: null };
  }
  const { header, rows } = await restoreCopyBackup(url, file, migrate);
  return { kind, rows, migration: header.migration };
}
