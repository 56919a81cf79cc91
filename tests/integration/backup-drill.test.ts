// The backup drill (docs/product/backups.md; docs/decisions.md "Backups, imports and the calendar
// feed"), for the path this machine has (no pg_dump of the embedded server's major version, so
// Reach's own COPY format): seed, write while the backup runs, back up, drop, restore, and compare
// every table's row count and a checksum of its rows against the backup's snapshot. Then the bad
// files: truncated, not a backup, and a database that is not empty, each refused with nothing written.
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { db } from "@/lib/db";
import { backupToFile } from "@/lib/services/backup/backup-to-file";
import { restoreFromFile } from "@/lib/services/backup/restore-from-file";
import { listTables } from "@/lib/services/backup/catalog";
import { quoteIdent } from "@/lib/services/backup/format";
import { createMember } from "@/tests/support/api";
import { seedHistory } from "@/tests/support/seed-history-db";

// Each restore runs the migrations in a child process (several seconds on a busy machine).
jest.setTimeout(120_000);

type Sums = Record<string, { n: number; sum: string }>;

/** Each table's row count and the md5 of its rows' text, sorted: equal sums, equal rows. */
async function checksums(client: pg.ClientBase): Promise<Sums> {
  const out: Sums = {};
  for (const t of await listTables(client)) {
    const { rows } = await client.query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS sum FROM ${quoteIdent(t.name)} t`,
    );
    out[t.name] = rows[0];
  }
  return out;
}

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL!, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Closes the app's connections to this file's database (the drill drops it). */
async function closeApp() {
  const g = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } };
  await g.prisma?.$disconnect();
  g.prisma = undefined;
}

const files: string[] = [];
const tmpFile = () => {
  const f = path.join(os.tmpdir(), `reach-drill-${randomUUID()}.backup`);
  files.push(f);
  return f;
};
afterAll(async () => {
  for (const f of files) await rm(f, { force: true });
});

async function emptyDatabase() {
  const name = `${process.env.REACH_TEST_RUN}_r${randomUUID().replaceAll("-", "").slice(0, 10)}`;
  await admin(`CREATE DATABASE "${name}"`);
  return { name, url: withDatabase(process.env.DATABASE_URL!, name), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

describe("the backup drill", () => {
  it("restores exactly the snapshot the backup read, while the app kept writing", async () => {
    const url = process.env.DATABASE_URL!;
    const a = await createMember({ timeZone: "Europe/Berlin" });
    const b = await createMember({ timeZone: "America/New_York" });
    await seedHistory(a.user.id, "2026-09-01", "2026-11-28");
    await seedHistory(b.user.id, "2026-10-15", "2026-11-28");
    // Text that COPY must escape: backslashes, tabs, newlines, a lone "\." line, non-ASCII.
    await db.notification.create({ data: { userId: a.user.id, title: "Tab\there\\. and \\N", message: "line one\n\\.\nline three: 🎯 Grüße" } });
    await db.coachTip.create({ data: { content: "Null \\N is not NULL" } });

    let snapshot: Sums | undefined;
    let usersDuring = 0;
    const file = tmpFile();
    const result = await backupToFile(url, file, {
      kind: "copy",
      onSnapshot: async (client) => {
        snapshot = await checksums(client);
        // Committed on the app's own connections while the backup's transaction is open.
        await createMember();
        await db.notification.create({ data: { userId: b.user.id, title: "During", message: "written while the backup ran" } });
        usersDuring = await db.user.count();
      },
    });
    expect(result.kind).toBe("copy");
    expect(snapshot!.User.n).toBe(2);
    expect(usersDuring).toBe(3);
    expect(result.rows).toBe(Object.values(snapshot!).reduce((n, t) => n + t.n, 0));
    expect(Object.values(snapshot!).filter((t) => t.n > 0).length).toBeGreaterThanOrEqual(8);

    // Drop: the database is gone, then made again empty.
    await closeApp();
    const name = new URL(url).pathname.slice(1);
    await admin(`DROP DATABASE "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);

    const restored = await restoreFromFile(url, file);
    expect(restored).toMatchObject({ kind: "copy", rows: result.rows });
    expect(await withClient(url, checksums)).toEqual(snapshot);
    expect(await db.notification.count({ where: { title: "During" } })).toBe(0);
    // The sequences go on past the restored ids: the app can write again.
    const c = await createMember();
    expect(c.user.id).toBeGreaterThan(Math.max(a.user.id, b.user.id));
    const n = await db.notification.create({ data: { userId: c.user.id, title: "After", message: "restored" } });
    expect(n.id).toBeGreaterThan(0);
  });

  it("refuses a truncated file (cut inside a table's rows, or a cut gzip) and leaves the database with the migrations' rows only", async () => {
    const m = await createMember();
    await seedHistory(m.user.id, "2026-10-01", "2026-11-28");
    const file = tmpFile();
    await backupToFile(process.env.DATABASE_URL!, file, { kind: "copy" });
    const text = gunzipSync(await readFile(file)).toString("utf8");
    // A whole gzip whose text stops inside the rows of a table.
    const inRows = tmpFile();
    await writeFile(inRows, gzipSync(text.slice(0, text.indexOf("\n", text.indexOf('TABLE JournalPage\n') + 20) + 1)));
    // Bytes cut off the gzip itself.
    const bytes = await readFile(file);
    const cut = tmpFile();
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    for (const [bad, message] of [[inRows, "The file ends inside the rows of JournalPage: it is truncated."], [cut, "The file is damaged or truncated"]] as const) {
      const target = await emptyDatabase();
      try {
        await expect(restoreFromFile(target.url, bad)).rejects.toThrow(message);
        const rows = await withClient(target.url, async (c) => {
          const tables = await listTables(c);
          let n = 0;
          for (const t of tables) n += (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(t.name)}`)).rows[0].n;
          return n;
        });
        // Only what the migrations themselves write: the default team.
        expect(rows).toBe(1);
      } finally {
        await target.drop();
      }
    }
  });

  it("refuses a file that is not a backup, and a database that is not empty", async () => {
    const notBackup = tmpFile();
    await writeFile(notBackup, "id,name\n1,not a backup\n");
    const target = await emptyDatabase();
    try {
      await expect(restoreFromFile(target.url, notBackup)).rejects.toThrow("is not a Reach backup");
      const file = tmpFile();
      await backupToFile(process.env.DATABASE_URL!, file, { kind: "copy" });
      await expect(restoreFromFile(process.env.DATABASE_URL!, file)).rejects.toThrow("The database is not empty");
      await expect(restoreFromFile(target.url, path.join(os.tmpdir(), "no-such-reach.backup"))).rejects.toThrow("does not exist");
      // Nothing was migrated into the empty database by the refusals.
      expect(await withClient(target.url, async (c) => (await c.query("SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace")).rowCount)).toBe(0);
    } finally {
      await target.drop();
    }
  });
});
