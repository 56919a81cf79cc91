// A database dropped and created afresh on the server DATABASE_URL (or the embedded Postgres)
// points at; returns its URL. For the e2e server and the two-server test (tests start clean).
import pg from "pg";
import { resolveDatabaseUrl } from "./database-url.mjs";

export async function freshDatabase(name) {
  const base = new URL((await resolveDatabaseUrl()).url);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(base), { pathname: `/${name}` }).toString();
}
