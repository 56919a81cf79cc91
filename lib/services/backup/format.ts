// The backup file (docs/decisions.md "Backups, imports and the calendar feed"). Two kinds, told
// apart by their first bytes: pg_dump's custom format ("PGDMP") when the host has a pg_dump of the
// server's major version, else Reach's own: gzip of a JSON header line, then each table's rows in
// COPY text format between a "TABLE name" line and a "\." line (COPY's text format escapes every
// backslash, so a data line is never "\."), then an "END" line.
import { open } from "node:fs/promises";

export const BACKUP_FORMAT = "reach-backup";
export const BACKUP_VERSION = 1;

export type BackupTable = { name: string; columns: string[]; rows: number };
export type BackupSequence = { table: string; column: string; sequence: string; value: number };
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  takenAt: string;
  /** The last migration applied: a restore migrates an empty database to it, then copies the rows. */
  migration: string;
  postgres: string;
  /** In an order where every table comes after those its foreign keys point at. */
  tables: BackupTable[];
  sequences: BackupSequence[];
};

export const TABLE_LINE = "TABLE ";
export const END_OF_TABLE = "\\.";
export const END_LINE = "END";

export type BackupKind = "pg_dump" | "copy";

/** Which kind of backup a file holds, from its first bytes; null when it is neither. */
export async function backupKind(file: string): Promise<BackupKind | null> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (bytesRead === 5 && buffer.toString("latin1") === "PGDMP") return "pg_dump";
    if (bytesRead >= 2 && buffer[0] === 0x1f && buffer[1] === 0x8b) return "copy";
    return null;
  } finally {
    await handle.close();
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
