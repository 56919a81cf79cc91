// What a backup of Reach's own kind holds, read from the catalog inside the backup's snapshot: the
// public schema's tables (Prisma's _prisma_migrations aside: the restore's migrate writes it), their
// columns, the serial sequences and the migration the database is at.
import type pg from "pg";
import { quoteIdent, type BackupSequence, type BackupTable } from "@/lib/services/backup/format";

type TableRow = { oid: number; name: string; columns: string[] };

export async function listTables(client: pg.ClientBase): Promise<{ name: string; columns: string[] }[]> {
  const { rows: tables } = await client.query<TableRow>(`
    SELECT c.oid::int AS oid, c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
     GROUP BY c.oid, c.relname
     ORDER BY c.relname`);
  const { rows: edges } = await client.query<{ child: number; parent: number }>(`
    SELECT conrelid::int AS child, confrelid::int AS parent
      FROM pg_constraint
     WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid AND NOT condeferrable`);
  return parentsFirst(tables, edges).map(({ name, columns }) => ({ name, columns }));
}

/**
 * Tables ordered so each comes after those its foreign keys point at (restored in this order). A
 * deferrable key is left out: the restore defers it to its commit, which is how a cycle (User and
 * InviteCode) is broken.
 */
function parentsFirst(tables: TableRow[], edges: { child: number; parent: number }[]): TableRow[] {
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const parents = new Map<number, number[]>();
  for (const e of edges) parents.set(e.child, [...(parents.get(e.child) ?? []), e.parent]);
  const ordered: TableRow[] = [];
  const state = new Map<number, "visiting" | "done">();
  const visit = (oid: number) => {
    if (state.get(oid) === "done" || !byOid.has(oid)) return;
    if (state.get(oid) === "visiting") throw new Error(`Foreign keys form a cycle through ${byOid.get(oid)!.name}; a backup of Reach's own kind cannot order these tables.`);
    state.set(oid, "visiting");
    for (const p of parents.get(oid) ?? []) visit(p);
    state.set(oid, "done");
    ordered.push(byOid.get(oid)!);
  };
  for (const t of tables) visit(t.oid);
  return ordered;
}

export async function countRows(client: pg.ClientBase, tables: { name: string; columns: string[] }[]): Promise<BackupTable[]> {
  const out: BackupTable[] = [];
  for (const t of tables) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(t.name)}`);
    out.push({ ...t, rows: Number(rows[0].n) });
  }
  return out;
}

/** Each serial column's sequence, with the value a restore sets it to (at least the column's largest value). */
export async function listSequences(client: pg.ClientBase): Promise<BackupSequence[]> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(`
    SELECT c.relname AS table, a.attname AS column,
           pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) AS sequence
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
       AND pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) IS NOT NULL
     ORDER BY 1, 2`);
  const out: BackupSequence[] = [];
  for (const r of rows) {
    // Sequences are outside the snapshot: their value now is at least the snapshot's largest id.
    const seq = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${r.sequence}`);
    const max = await client.query<{ m: string | null }>(`SELECT max(${quoteIdent(r.column)})::text AS m FROM ${quoteIdent(r.table)}`);
    const value = Math.max(seq.rows[0].is_called ? Number(seq.rows[0].last_value) : 0, Number(max.rows[0].m ?? 0));
    out.push({ ...r, value });
  }
  return out;
}

export async function currentMigration(client: pg.ClientBase): Promise<string> {
  const exists = await client.query(`SELECT 1 FROM pg_class WHERE relname = '_prisma_migrations' AND relnamespace = 'public'::regnamespace`);
  if (!exists.rowCount) throw new Error("This database has no _prisma_migrations table: it is not a migrated Reach database.");
  const { rows } = await client.query<{ name: string }>(`
    SELECT migration_name AS name FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
     ORDER BY migration_name DESC LIMIT 1`);
  if (!rows.length) throw new Error("This database has no migration applied: it is not a migrated Reach database.");
  return rows[0].name;
}
