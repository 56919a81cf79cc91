// DATABASE_URL when set (checked first: one clear line when it cannot be reached or refuses the
// password); otherwise the embedded Postgres under .data/ (started here, stopped on exit).
import pg from "pg";
import { startEmbedded } from "./embedded.mjs";
import { UserError, onCleanup } from "../lib/lifecycle.mjs";

function where(url) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}/${u.pathname.slice(1)} as ${decodeURIComponent(u.username)}`;
  } catch {
    return null;
  }
}

/** Connects once to DATABASE_URL; an error becomes one line that says what to fix. */
export async function checkDatabaseUrl(url) {
  const target = where(url);
  if (!target || !/^postgres(ql)?:$/.test(new URL(url).protocol))
    throw new UserError("DATABASE_URL is not a postgresql:// URL (postgresql://USER:PASSWORD@HOST:PORT/DATABASE); unset it to use the embedded Postgres.");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 8000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const why =
      error.code === "28P01" || error.code === "28000" ? "the password (or user) was refused"
      : error.code === "3D000" ? "that database does not exist (create it first)"
      : error.code === "ECONNREFUSED" ? "nothing answers there (is PostgreSQL running?)"
      : error.code === "ENOTFOUND" || error.code === "EAI_AGAIN" ? "that host name is unknown"
      : /timeout/i.test(error.message) ? "no answer within 8 s"
      : error.message.split("\n")[0];
    throw new UserError(`DATABASE_URL (${target}) cannot be used: ${why}. Fix DATABASE_URL, or unset it to use the embedded Postgres.`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function resolveDatabaseUrl() {
  if (process.env.DATABASE_URL) {
    await checkDatabaseUrl(process.env.DATABASE_URL);
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false };
  }
  const db = await startEmbedded();
  onCleanup(db.stop);
  return { url: db.url, stop: db.stop, embedded: true, started: db.started };
}
