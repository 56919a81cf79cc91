// A backup of Reach's own kind (format.ts): every table's rows through COPY ... TO STDOUT inside
// one REPEATABLE READ READ ONLY transaction, so the whole file is one consistent snapshot while the
// app keeps writing (docs/decisions.md "Backups, imports and the calendar feed").
import { once } from "node:events";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { BACKUP_FORMAT, BACKUP_VERSION, END_LINE, END_OF_TABLE, TABLE_LINE, quoteIdent, type BackupHeader } from "@/lib/services/backup/format";
import { countRows, currentMigration, listSequences, listTables } from "@/lib/services/backup/catalog";

export type CopyBackupOptions = {
  /** Called inside the snapshot before any row is read (the drill's test reads its checksums here). */
  onSnapshot?: (client: pg.ClientBase) => Promise<void>;
};

export async function writeCopyBackup(url: string, out: Writable, opts: CopyBackupOptions = {}): Promise<BackupHeader> {
  const client = new pg.Client({ connectionString: url, application_name: "reach-backup" });
  client.on("error", () => {});
  await client.connect();
  const gzip = createGzip({ level: 6 });
  const piped = pipeline(gzip, out);
  // An error of the file side surfaces through `piped`; keep the write loop from hanging on a drain.
  piped.catch(() => gzip.destroy());
  const write = async (data: string | Buffer) => {
    if (!gzip.write(data)) await once(gzip, "drain");
  };
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // The snapshot is taken by the first statement; everything below reads it.
    const migration = await currentMigration(client);
    await opts.onSnapshot?.(client);
    const tables = await countRows(client, await listTables(client));
    const sequences = await listSequences(client);
    const version = (await client.query<{ v: string }>("SHOW server_version")).rows[0].v;
    const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, takenAt: new Date().toISOString(), migration, postgres: version, tables, sequences };
    await write(JSON.stringify(header) + "\n");
    for (const t of tables) {
      await write(`${TABLE_LINE}${t.name}\n`);
      const rows = client.query(copyTo(`COPY ${quoteIdent(t.name)} (${t.columns.map(quoteIdent).join(", ")}) TO STDOUT`));
      for await (const chunk of rows) await write(chunk as Buffer);
      await write(`${END_OF_TABLE}\n`);
    }
    await write(`${END_LINE}\n`);
    await client.query("COMMIT");
    gzip.end();
    await piped;
    return header;
  } catch (error) {
    gzip.destroy();
    await piped.catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
