// What the benchmarks share (npm run bench, bench:admin, bench:challenges, bench:inbox, perf, load,
// bench:push): scripts/e2e-server.mjs started on their own port and
// database and stopped with them, waiting for the server, a client of the database, an account
// registered with the e2e server's invite code, and the demo member signed in.
import { spawn } from "node:child_process";
import pg from "pg";

/**
 * scripts/e2e-server.mjs on `port` with its own fresh database `database` (migrated, seeded, then
 * the production build of `distDir` served, built first when stale), in a process group of its
 * own: stop() ends the group (the server and whatever it started). `distDir` and `logLevel` left
 * out keep the environment's. With `onSigint` (default) Ctrl-C stops it and exits 130; a script
 * that handles its signals itself passes false and calls stop().
 */
export function startE2eServer({ port, database, distDir, logLevel, onSigint = true }) {
  const env = { ...process.env, E2E_PORT: String(port), E2E_DATABASE: database };
  if (distDir) env.NEXT_DIST_DIR = distDir;
  if (logLevel) env.LOG_LEVEL = logLevel;
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  if (onSigint) process.on("SIGINT", () => (stop(), process.exit(130)));
  return { stop };
}

/** The owner scripts/e2e-server.mjs seeds. */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-pass" };

/** The first names of the members a benchmark seeds in bulk (Zoe_41739). */
export const MEMBER_NAMES = ["Alex", "Sam", "Kim", "Lee", "Jo", "Max", "Ana", "Eva", "Tom", "Zoe"];

export async function waitForServer(base) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server at ${base} did not start`);
}

/** `work(client)` on a connection of its own to `url`, closed after it. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The invite code scripts/e2e-server.mjs seeds (SEED_INVITE_CODES). */
export const E2E_INVITE_CODE = "1E2E0AB1";

/** POST /api/register with the e2e server's invite code; returns the new member's session cookie ("name=value"). */
export async function register(base, { username, password }) {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username, password, registrationCode: E2E_INVITE_CODE, timeZone: "UTC" }),
  });
  if (res.status !== 201) throw new Error(`registration of ${username}: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie").split(";")[0];
}

/** POST /api/login as the seeded demo member; returns the session cookie ("name=value"). */
export async function login(base) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "demo", password: "reach-demo-2026", timeZone: "UTC" }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie").split(";")[0];
}
