import pg from "pg";

export default async function globalTeardown() {
  const base = process.env.REACH_TEST_BASE_URL;
  const run = process.env.REACH_TEST_RUN;
  if (base && run) {
    const u = new URL(base);
    u.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    const rows = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${run}%`]);
    for (const row of rows.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.end();
  }
  const stop = (globalThis as Record<string, unknown>).__REACH_DB_STOP__ as (() => Promise<void>) | undefined;
  await stop?.();
}
