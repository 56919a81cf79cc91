// Restores a backup of Reach's own kind (format.ts) into an empty database: migrates it to the
// backup's migration, then, in one transaction, each table's rows through COPY ... FROM STDIN (in
// the file's order, parents before children) and the sequences. Each table's count is checked
// against the header, so a truncated or altered file fails and nothing is committed
// (docs/decisions.md "Backups, imports and the calendar feed").
import { createReadStream } from "node:fs";
import { once } from "node:events";
import { pipeline } from "node:stream";
import { createGunzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { readLines } from "@/lib/services/backup/lines";
import { BACKUP_FORMAT, BACKUP_VERSION, END_LINE, END_OF_TABLE, TABLE_LINE, quoteIdent, type BackupHeader } from "@/lib/services/backup/format";

export type Migrate = (url: string, migration: string) => Promise<void>;

export class BackupFileError extends Error {}

function parseHeader(line: string | undefined): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(line ?? "");
  } catch {
    throw new BackupFileError("The file's first line is not a Reach backup header.");
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError("The file is not a Reach backup.");
  if (header.version !== BACKUP_VERSION) throw new BackupFileError(`The file is a Reach backup of version ${header.version}; this Reach reads version ${BACKUP_VERSION}.`);
  return header;
}

export async function restoreCopyBackup(url: string, file: string, migrate: Migrate): Promise<{ header: BackupHeader; rows: number }> {
  const gunzip = pipeline(createReadStream(file), createGunzip(), () => {});
  const lines = readLines(gunzip);
  const next = async () => {
    try {
      const r = await lines.next();
      return r.done ? undefined : r.value;
    } catch (error) {
      throw new BackupFileError(`The file is damaged or truncated (${(error as Error).message}).`);
    }
  };
  let header: BackupHeader;
  try {
    header = parseHeader(await next());
    await migrate(url, header.migration);
  } catch (error) {
    gunzip.destroy();
    throw error;
  }

  const client = new pg.Client({ connectionString: url, application_name: "reach-restore" });
  client.on("error", () => {});
  await client.connect();
  let total = 0;
  try {
    await client.query("BEGIN");
    // The deferrable keys (the backup's table order leaves them out) are checked at the commit.
    await client.query("SET CONSTRAINTS ALL DEFERRED");
    // Rows a migration wrote (the default team) give way to the backup's own.
    if (header.tables.length) await client.query(`TRUNCATE ${header.tables.map((t) => quoteIdent(t.name)).join(", ")}`);
    for (const table of header.tables) {
      const line = await next();
      if (line !== `${TABLE_LINE}${table.name}`) throw new BackupFileError(`Expected the rows of ${table.name}, found ${line === undefined ? "the end of the file" : JSON.stringify(line.slice(0, 60))}: the file is truncated or damaged.`);
      const copy = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(", ")}) FROM STDIN`));
      const done = new Promise<void>((resolve, reject) => {
        copy.on("finish", resolve);
        copy.on("error", reject);
      });
      try {
        for (;;) {
          const row = await next();
          if (row === undefined) throw new BackupFileError(`The file ends inside the rows of ${table.name}: it is truncated.`);
          if (row === END_OF_TABLE) break;
          if (!copy.write(row + "\n")) await once(copy, "drain");
        }
      } catch (error) {
        // Ends the COPY with CopyFail, so the connection can roll back.
        copy.destroy(error as Error);
        await done.catch(() => {});
        throw error;
      }
      copy.end();
      await done;
      if (copy.rowCount !== table.rows) throw new BackupFileError(`${table.name}: ${copy.rowCount} rows in the file, ${table.rows} in its header: the file is damaged.`);
      total += copy.rowCount;
    }
    if ((await next()) !== END_LINE) throw new BackupFileError("The file has no end line: it is truncated or damaged.");
    for (const s of header.sequences) {
      if (s.value >= 1) await client.query("SELECT setval($1::regclass, $2, true)", [s.sequence, s.value]);
    }
    await client.query("COMMIT");
    return { header, rows: total };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
    gunzip.destroy();
  }
}
