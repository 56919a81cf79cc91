// pg_dump / pg_restore when the host has them in the server's major version (production hosts
// usually do); otherwise null, and the backup is of Reach's own kind (docs/decisions.md "Backups,
// imports and the calendar feed"). A pg_dump older than the server refuses it, so the versions must match.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

async function clientMajor(tool: "pg_dump" | "pg_restore"): Promise<number | null> {
  try {
    const { stdout } = await run(tool, ["--version"], { timeout: 10_000 });
    const m = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SHOW server_version_num");
    return Math.floor(Number(rows[0].v) / 10_000);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether `tool` on PATH has the server's major version. */
export async function hasMatchingTool(tool: "pg_dump" | "pg_restore", url: string): Promise<boolean> {
  const [client, server] = await Promise.all([clientMajor(tool), serverMajor(url)]);
  return client !== null && client === server;
}

/** The URL without its password, which goes in PGPASSWORD (not in the process list). */
function connection(url: string) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: `--dbname=${u.toString()}`, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, maxBuffer: 16 * 1024 * 1024 };
}

export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, ...opts } = connection(url);
  // Custom format: compressed, and pg_dump's own snapshot makes it consistent.
  await run("pg_dump", ["--format=custom", "--compress=6", "--no-owner", "--no-privileges", `--file=${file}`, dbname], opts);
}

export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, ...opts } = connection(url);
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", dbname, file], opts);
}
