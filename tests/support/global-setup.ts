// Migrates a template database once per Jest run; each integration test file clones it.
import { execFileSync } from "node:child_process";
import pg from "pg";

import { randomBytes } from "node:crypto";

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
  // Names unique to this run, so several jest runs can share one Postgres.
  const run = `reach_t${randomBytes(4).toString("hex")}`;
  const TEMPLATE_DB = `${run}_tpl`;
  process.env.REACH_TEST_RUN = run;
  process.env.REACH_TEST_TEMPLATE = TEMPLATE_DB;
  const admin = new pg.Client({ connectionString: withDatabase(base, "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  await admin.end();
  execFileSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"], {
    env: { ...process.env, DATABASE_URL: withDatabase(base, TEMPLATE_DB) },
    stdio: "pipe",
  });
  // The demo seed's invite code of the default team (prisma/seed.ts), which the tests register with.
  const template = new pg.Client({ connectionString: withDatabase(base, TEMPLATE_DB) });
  await template.connect();
  await template.query(`INSERT INTO "InviteCode" ("code", "teamId") VALUES ('DEMO2026', 1) ON CONFLICT DO NOTHING`);
  await template.end();
}
