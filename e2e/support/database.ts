// Where the e2e server's database is, for specs and helpers that reach it directly.

/** The e2e server's database (or another one on the same Postgres, e.g. the two-server pair's). */
export function e2eDatabaseUrl(database = process.env.E2E_DATABASE ?? "reach_e2e"): string {
  // The embedded Postgres's port follows EMBEDDED_PG_PORT (scripts/db/embedded.mjs), as the server's does.
  const url = new URL(process.env.DATABASE_URL ?? `postgresql://postgres:reach@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/reach`);
  url.pathname = `/${database}`;
  return url.toString();
}
