// CI proves the README (docs/decisions.md "The first five minutes on a fresh clone"): runs the README's run command (`npm run demo`) the way a newcomer
// would, with a fresh data folder and other ports, waits for the login page, signs in with the
// demo member's printed credentials, reads GET /api/goals with that cookie, then stops the demo
// like Ctrl-C does and checks that nothing it started is left running. A failure prints the log.
//   SMOKE_PORT (3199), SMOKE_PG_PORT (54399), SMOKE_DATA_DIR (a new folder under the tmp dir),
//   SMOKE_TIMEOUT_S (1200: the first run installs and builds).
// Plain Node only: it must run before anything is installed.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.SMOKE_PORT ?? 3199);
const pgPort = Number(process.env.SMOKE_PG_PORT ?? 54399);
const ownDataDir = !process.env.SMOKE_DATA_DIR;
const dataDir = path.resolve(process.env.SMOKE_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "reach-smoke-")));
// mkdtemp makes it 0700; as root, Postgres runs as user postgres and must reach its data under it.
if (ownDataDir) chmodSync(dataDir, 0o755);
const timeoutMs = Number(process.env.SMOKE_TIMEOUT_S ?? 1200) * 1000;
const base = `http://localhost:${port}`;
const logFile = path.join(tmpdir(), `reach-smoke-${process.pid}.log`);
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const env = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), REACH_DATA_DIR: dataDir };
delete env.DATABASE_URL; // a newcomer has none: the embedded Postgres must come up
delete env.NEXT_DIST_DIR;
// The README's run command: the first line of its Quick start block (`npm run demo`).
const readme = readFileSync("README.md", "utf8");
const command = /## Quick start\s+```bash\n([^#\n]+?)\s*(#|\n)/.exec(readme)?.[1].trim().split(/\s+/);
if (!command) {
  console.error("demo smoke: README.md has no Quick start command");
  process.exit(1);
}
const log = openSync(logFile, "w");
console.log(`demo smoke: ${command.join(" ")} on :${port}, Postgres :${pgPort}, data ${dataDir} (log ${logFile})`);
// Its own process group, like a terminal's foreground job: Ctrl-C reaches every process in it.
const demo = spawn(command[0], command.slice(1), { env, stdio: ["ignore", log, log], detached: true });
let exited = null;
demo.on("exit", (code, signal) => (exited = { code, signal }));

const fail = (message) => {
  console.error(`\ndemo smoke FAILED after ${since()}: ${message}\n----- demo log (${logFile}) -----`);
  console.error(readFileSync(logFile, "utf8").split("\n").slice(-120).join("\n"));
  console.error("----- end of demo log -----");
  return false;
};

async function get(url, init) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch {
    return null;
  }
}

function printedLogin() {
  const m = readFileSync(logFile, "utf8").match(/member\s+(\S+)\s+\/\s+(\S+)/);
  return m ? { username: m[1], password: m[2] } : null;
}

async function check() {
  for (;;) {
    if (exited) return fail(`${command.join(" ")} exited (${exited.signal ?? exited.code}) before serving`);
    if (Date.now() - started > timeoutMs) return fail(`no login page on ${base} within ${timeoutMs / 1000} s`);
    const res = await get(base);
    if (res?.ok && /Login/i.test(await res.text())) break;
    await sleep(2000);
  }
  console.log(`login page served after ${since()}`);
  // The server runs on the Node that .node-version pins, whatever Node started the command.
  const pinned = readFileSync(".node-version", "utf8").trim();
  const servedOn = /ready on \S+ \(Node (v[\d.]+)/.exec(readFileSync(logFile, "utf8"))?.[1];
  if (servedOn !== `v${pinned}`) return fail(`the server runs on Node ${servedOn ?? "(not printed)"}, not the pinned ${pinned}`);
  console.log(`served on Node ${servedOn} (started by Node ${process.version})`);
  for (let i = 0; i < 20 && !printedLogin(); i++) await sleep(500);
  const login = printedLogin();
  if (!login) return fail("the demo did not print the member's login");
  if (!readme.includes(`\`${login.username}\``) || !readme.includes(`\`${login.password}\``))
    return fail(`README.md does not list the printed login ${login.username} / ${login.password}`);
  const res = await get(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ ...login, timeZone: "UTC" }),
  });
  if (res?.status !== 200) return fail(`POST /api/login answered ${res?.status}: ${await res?.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const goals = await get(`${base}/api/goals`, { headers: { cookie } });
  if (goals?.status !== 200) return fail(`GET /api/goals answered ${goals?.status}: ${await goals?.text()}`);
  const body = await goals.json();
  console.log(`signed in as ${login.username}; GET /api/goals: 200 (${JSON.stringify(body).length} bytes)`);
  return true;
}

/** Processes still alive in the demo's process group or holding its data folder. */
function leftovers() {
  const found = [];
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const pgid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      if (pgid === demo.pid || cmd.includes(dataDir)) found.push(`${pid} ${cmd.slice(0, 120)}`);
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

async function stop() {
  if (!exited) {
    try {
      process.kill(-demo.pid, "SIGINT");
    } catch {
      // already gone
    }
    for (let i = 0; i < 60 && !exited; i++) await sleep(500);
  }
  for (let i = 0; i < 20 && leftovers().length; i++) await sleep(500);
  const left = leftovers();
  if (left.length === 0) return true;
  for (const line of left) {
    try {
      process.kill(Number(line.split(" ")[0]), "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  return fail(`processes left running after Ctrl-C (now killed):\n  ${left.join("\n  ")}`);
}

let ok = await check();
ok = (await stop()) && ok;
if (ok) console.log(`demo smoke: ok (${since()}), nothing left running`);
if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
