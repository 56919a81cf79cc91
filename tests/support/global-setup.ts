// Migrates a template database once per Jest run; each integration test file clones it.
import { execFileSync } from "node:child_process";
import pg from "pg";

export const TEMPLATE_DB = "reach_test_template";

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function globalSetup() {
  if (!process.env.DATABASE_URL) {
    // Running jest directly: start (or reuse) the embedded Postgres.
    const { startEmbedded } = await import("../../scripts/db/embedded.mjs");
    const db = await startEmbedded();
    process.env.DATABASE_URL = db.url;
    (globalThis as Record<string, unknown>).__REACH_DB_STOP__ = db.stop;
  }
  const base = process.env.DATABASE_URL!;
  process.env.REACH_TEST_BASE_URL = base;
  const admin = new pg.Client({ connectionString: withDatabase(base, "postgres") });
  await admin.connect();
  // Leftovers of interrupted runs.
  const stale = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'reach_t_%'");
  for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  await admin.end();
  execFileSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"], {
    env: { ...process.env, DATABASE_URL: withDatabase(base, TEMPLATE_DB) },
    stdio: "pipe",
  });
}
