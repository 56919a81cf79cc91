import "server-only";
// What "Download my data" contains (docs/product/profile.md#download-my-data): the member's User row and every row of every
// table that has a "userId" column, found in the database's own catalogue, so a table added later
// is exported (and, through its cascade, deleted) without touching this file. Secrets are left
// out: the password hash, the session version, a push subscription's keys, and whatever signs in
// or reads on the member's behalf (a session's id, the two-factor secret and recovery hashes, the
// calendar feed's token, an identity proof's session): a leaked export file must not open the account.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** Columns never exported, in any table. */
const SECRET_COLUMNS = new Set(["passwordHash", "sessionVersion", "usernameKey", "p256dh", "auth"]);
/** Columns never exported from one table (its credentials). */
const SECRET_TABLE_COLUMNS: Record<string, ReadonlySet<string>> = {
  Session: new Set(["id"]),
  TwoFactor: new Set(["secret", "recoveryHashes", "lastStep"]),
  CalendarFeed: new Set(["token"]),
  IdentityProof: new Set(["sessionId"]),
};
const isSecret = (table: string, column: string) => SECRET_COLUMNS.has(column) || (SECRET_TABLE_COLUMNS[table]?.has(column) ?? false);

export type ExportColumn = { name: string; type: string };
export type ExportTable = {
  /** Name in the export: "profile" for User, else the table's name. */
  name: string;
  table: string;
  /** The column holding the member's id. */
  owner: "id" | "userId";
  columns: ExportColumn[];
  /** Keyset paging by "id" when the table has one. */
  pagedById: boolean;
};

type ColumnRow = { table: string; column: string; type: string };

/** One catalogue read: the tables that hold member rows, their columns in order. */
export async function exportTables(): Promise<ExportTable[]> {
  const rows = await db.$queryRaw<ColumnRow[]>`
    SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "type"
    FROM information_schema.columns c
    WHERE c.table_schema = current_schema()
      AND (c.table_name = 'User' OR c.table_name IN (
        SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'userId'))
    ORDER BY c.table_name = 'User' DESC, c.table_name, c.ordinal_position`;
  const tables = new Map<string, ExportTable>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table === "User" ? "profile" : row.table, table: row.table, owner: row.table === "User" ? "id" : "userId", columns: [], pagedById: false };
      tables.set(row.table, table);
    }
    if (row.column === "id" && row.type === "integer") table.pagedById = true; // Session's id is text
    if (isSecret(row.table, row.column) || (row.column === "userId" && table.owner === "userId")) continue;
    table.columns.push({ name: row.column, type: row.type });
  }
  return [...tables.values()];
}

/** A column as JSON-ready SQL: timestamps as ISO 8601 UTC ('Z'), dates as YYYY-MM-DD, the rest as is. */
function columnSql(column: ExportColumn): Prisma.Sql {
  const ident = Prisma.raw(`"${column.name.replaceAll('"', '""')}"`);
  if (column.type === "timestamp without time zone") return Prisma.sql`to_char(${ident}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (column.type === "date") return Prisma.sql`${ident}::text`;
  if (column.type === "USER-DEFINED") return Prisma.sql`${ident}::text`;
  return ident;
}

const BATCH = 500;

/** The member's rows of one table, oldest id first, in batches (keyset paging keeps memory flat). */
export async function* exportRows(table: ExportTable, userId: number): AsyncGenerator<Record<string, unknown>[]> {
  const from = Prisma.raw(`"${table.table.replaceAll('"', '""')}"`);
  const owner = Prisma.raw(`"${table.owner}"`);
  const object = Prisma.sql`json_build_object(${Prisma.join(table.columns.map((c) => Prisma.sql`${c.name}::text, ${columnSql(c)}`))})`;
  if (!table.pagedById) {
    const rows = await db.$queryRaw<{ row: Record<string, unknown> }[]>`SELECT ${object} AS "row" FROM ${from} WHERE ${owner} = ${userId}`;
    if (rows.length) yield rows.map((r) => r.row);
    return;
  }
  let after = 0;
  for (;;) {
    const rows = await db.$queryRaw<{ id: number; row: Record<string, unknown> }[]>`
      SELECT "id", ${object} AS "row" FROM ${from} WHERE ${owner} = ${userId} AND "id" > ${after} ORDER BY "id" LIMIT ${BATCH}`;
    if (rows.length) yield rows.map((r) => r.row);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}
