// npm run load: N members (default 300) signed in, each doing the dashboard's reads and autosaves
// back to back for S seconds (default 60), against the production build on its own database
// (reach_load) and port (3131), loopback only. Bounded in time and in requests. Prints req/s,
// p50/p99 per route, 5xx, error answers that are not JSON with a `code`, and acknowledged
// autosaves lost (each member's last acknowledged value read back from Postgres at the end).
//
//   npm run load -- --members 300 --seconds 60 [--max-requests 500000] [--no-build] [--cpu-prof DIR] [--rush]
//                   [--think 1-3] [--ramp 500,1000,2000]
//   (or LOAD_MEMBERS, LOAD_SECONDS, LOAD_MAX_REQUESTS, LOAD_BUILD=0, LOAD_CPU_PROF=DIR, LOAD_RUSH=1, LOAD_LOG_LEVEL,
//    LOAD_THINK, LOAD_RAMP)
// --rush: members sign in inside the timed window (first call each) instead of before it.
// --think A-B: a realistic pace: each member sends its next call A to B seconds (uniform) after
//   the last answer, instead of back to back.
// --ramp N1,N2,...: one window of S seconds per member count (members added and signed in between
//   windows); prints each window's p99 and errors and the most members served with
//   p99 <= LOAD_P99_GOAL_MS (300) and no error (members per core = that / the machine's cores).
// --times-capacity R: two windows of S seconds in one run: capacity (--members back to back, its
//   served req/s), then R times that rate offered on a schedule (open loop) from --pool members
//   (default 1000, more when the rate is higher: about one call a second each); prints the ratio, answered within 2 s, max wait, served req/s against capacity,
//   refusals, 5xx and writes lost. No figure is printed for a window that timed no real work
//   (timedDataProblem in scripts/lib/load-report.mjs).
import http from "node:http";
import { parseArgs } from "node:util";
import { availableParallelism, loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { waitForServer } from "./lib/bench-server.mjs";
import { DASHBOARD_READS, DASHBOARD_WRITES } from "../server/dashboard-calls.mjs";
import { freshDatabase } from "./db/fresh-database.mjs";
import { LOAD_PASSWORD, lostWrites, memberName, prepareDatabase, startServer } from "./lib/load-setup.mjs";
import { handleExits, shutdown } from "./lib/lifecycle.mjs";
import { formatOffered, formatReport, formatRamp, parseThink, Recorder, timedDataProblem } from "./lib/load-report.mjs";
import { arrivalsDue, nextCall } from "./lib/load-offered.mjs";

handleExits();
const { values: flags } = parseArgs({
  options: {
    members: { type: "string" },
    seconds: { type: "string" },
    "max-requests": { type: "string" },
    "no-build": { type: "boolean" },
    "cpu-prof": { type: "string" },
    rush: { type: "boolean" },
    think: { type: "string" },
    ramp: { type: "string" },
    "times-capacity": { type: "string" },
    pool: { type: "string" },
  },
});
const env = process.env;
const MAX_MEMBERS = 10_000;
const ramp = (flags.ramp ?? env.LOAD_RAMP ?? "").split(",").filter(Boolean).map((n) => Math.min(Number(n), MAX_MEMBERS));
if (ramp.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`--ramp takes member counts, e.g. 500,1000,2000 (got ${flags.ramp ?? env.LOAD_RAMP})`);
const timesCapacity = Number(flags["times-capacity"] ?? env.LOAD_TIMES_CAPACITY ?? 0);
if (!(timesCapacity >= 0) || (timesCapacity && ramp.length)) throw new Error("--times-capacity takes a ratio such as 2, and no --ramp");
const capacityMembers = Math.min(Number(flags.members ?? env.LOAD_MEMBERS ?? 300), MAX_MEMBERS);
const pool = Math.min(Number(flags.pool ?? env.LOAD_POOL ?? 1000), MAX_MEMBERS);
// With --times-capacity, members enough for about one call a second each at up to 5,000 req/s (signed in as needed).
const members = ramp.length ? Math.max(...ramp) : timesCapacity ? Math.max(capacityMembers, pool, 5000) : capacityMembers;
const think = parseThink(flags.think ?? env.LOAD_THINK);
const P99_GOAL_MS = Number(env.LOAD_P99_GOAL_MS ?? 300);
const seconds = Math.min(Number(flags.seconds ?? env.LOAD_SECONDS ?? 60), 600);
const maxRequests = Number(flags["max-requests"] ?? env.LOAD_MAX_REQUESTS ?? 500_000);
const port = Number(env.LOAD_PORT ?? 3131);
const base = `http://localhost:${port}`; // loopback only: the server is the one started here
const cpuProf = flags["cpu-prof"] ?? env.LOAD_CPU_PROF;
const rush = flags.rush || env.LOAD_RUSH === "1";
const REQUEST_TIMEOUT_MS = 30_000;

const url = await freshDatabase(env.LOAD_DATABASE ?? "reach_load");
console.log(`load: database ready, adding ${members} members...`);
await prepareDatabase(url, members);
await startServer({
  url,
  port,
  distDir: env.NEXT_DIST_DIR || ".next-load",
  build: !flags["no-build"] && env.LOAD_BUILD !== "0",
  logLevel: env.LOAD_LOG_LEVEL ?? "error",
  cpuProfDir: cpuProf,
});
await waitForServer(base);

// Each member is a browser: its own keep-alive connections, at most 6 at once (the browsers' limit
// per host); a call beyond them waits for one, as in the browser. (One shared agent opened and
// closed thousands of connections a window: it keeps at most 256 idle ones, so each burst opened
// new ones, a storm no set of browsers makes.)
const agents = new Map();
const agentOf = (member) => {
  let a = agents.get(member);
  if (!a) agents.set(member, (a = new http.Agent({ keepAlive: true, maxSockets: 6, maxFreeSockets: 6 })));
  return a;
};
const agent = { destroy: () => agents.forEach((a) => a.destroy()) };

/**
 * One request; resolves { status, ms, type, text, cookie } (status 0 for a network error or timeout).
 * As a browser does, a request that fails on a reused keep-alive connection the server had just
 * closed (ECONNRESET before any answer) is sent once more on a new one.
 */
function send(member, method, path, cookie, body, retried = false) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { accept: "application/json", ...(cookie ? { cookie } : {}) };
  if (payload) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(payload), origin: base });
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: agentOf(member), timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - start, type: res.headers["content-type"] ?? "", text: Buffer.concat(chunks).toString(), cookie: res.headers["set-cookie"]?.[0]?.split(";")[0], retryAfter: res.headers["retry-after"] }));
      res.on("error", () => resolve({ status: 0, ms: performance.now() - start, type: "", text: "" }));
    });
    // A new connection's time to open, apart (a SYN dropped by a full accept queue costs 1 s or more).
    req.on("socket", (socket) => {
      if (!socket.connecting) return;
      const opening = performance.now();
      const rec = recorder;
      socket.once("connect", () => rec.addConnect(performance.now() - opening));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => {
      if (!retried && req.reusedSocket && error.code === "ECONNRESET") resolve(send(member, method, path, cookie, body, true).then((r) => ({ ...r, ms: performance.now() - start })));
      else resolve({ status: 0, ms: performance.now() - start, type: "", text: "" });
    });
    req.end(payload);
  });
}

// Sign-ins first, all at once (each a real argon2 verify on the server), timed as their own route;
// with --rush each member signs in as its first call inside the timed window instead (a morning rush).
let recorder = new Recorder();
let start = performance.now();
const cookies = [];
const signIn = async (i, at) => {
  // A sign-in refused as busy (503 unavailable) is sent again after its Retry-After, as the app's call layer does.
  for (let attempt = 0; ; attempt++) {
    const res = await send(i, "POST", "/api/login", "", { username: memberName(i), password: LOAD_PASSWORD, timeZone: "UTC" });
    recorder.add("POST /api/login", res, at());
    if (res.status === 200) return res.cookie;
    if (res.status !== 503 || attempt >= 20) return null;
    await sleep(Number(res.retryAfter ?? 2) * 1000);
  }
};
/** Signs members [from, to) in before a window, 200 at a time; returns the seconds it took. */
async function signInBefore(from, to) {
  const began = performance.now();
  for (let i = from; i < to; i += 200)
    cookies.push(...(await Promise.all(Array.from({ length: Math.min(200, to - i) }, (_, j) => signIn(i + j, () => 0)))));
  return (performance.now() - began) / 1000;
}

// Each member: the dashboard's reads and its autosaves, in one cycle, back to back or with think time.
const CYCLE = [...DASHBOARD_READS.map((path) => ({ method: "GET", path })), ...DASHBOARD_WRITES.map((w) => ({ method: "POST", ...w }))];
CYCLE.sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path)));
const acknowledged = new Map(); // member -> path -> { acked, pending:Set }
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let sent = 0;
let deadline = 0;

async function member(i) {
  const cookie = rush ? (cookies[i] = await signIn(i, () => (performance.now() - start) / 1000)) : cookies[i];
  if (!cookie) return;
  // With think time, members start spread over the first pause instead of all at once.
  if (think) await sleep(Math.random() * think.max * 1000);
  for (let step = i; performance.now() < deadline && sent < maxRequests; step++) {
    const res = await call(i, CYCLE[step % CYCLE.length]);
    // Refused when busy: the member's next call waits the Retry-After, as the app's call layer does.
    if (res.status === 503 && res.retryAfter && performance.now() < deadline) await sleep(Number(res.retryAfter) * 1000);
    else if (think && performance.now() < deadline) await sleep((think.min + Math.random() * (think.max - think.min)) * 1000);
  }
}

/** The writes of member i: path -> { acked, pending }, and its last value number. */
function writesOf(i) {
  const name = memberName(i);
  if (!acknowledged.has(name)) acknowledged.set(name, Object.assign(new Map(DASHBOARD_WRITES.map((w) => [w.path, { acked: null, pending: new Set() }])), { seq: 0 }));
  return acknowledged.get(name);
}

/** One call of member i, recorded; an acknowledged autosave becomes the value Postgres must hold. */
async function call(i, op) {
  const writes = writesOf(i);
  sent += 1;
  let body;
  if (op.method === "POST") {
    const value = `${memberName(i)} #${++writes.seq} ${op.body[op.field]}`;
    body = { ...op.body, [op.field]: value };
    writes.get(op.path).pending.add(value);
  }
  const res = await send(i, op.method, op.path, cookies[i], body);
  recorder.add(`${op.method} ${op.path}`, res, (performance.now() - start) / 1000);
  if (body && res.status >= 200 && res.status < 300) {
    const w = writes.get(op.path);
    w.acked = body[op.field];
    w.pending.clear();
  }
  return res;
}

/**
 * One window of `seconds` with `rate` arrivals a second on their own schedule (open loop), dealt
 * round-robin to the first `count` members; each member's writes to one path go one at a time.
 * Returns { seconds, sent }.
 */
async function runOffered(count, rate) {
  start = performance.now();
  deadline = start + seconds * 1000;
  const steps = Array.from({ length: count }, (_, i) => i);
  const writing = Array.from({ length: count }, () => new Set());
  const open = new Set();
  let offered = 0;
  while (performance.now() < deadline && sent < maxRequests) {
    for (let n = arrivalsDue(performance.now() - start, rate, offered); n > 0; n--) {
      const i = offered++ % count;
      if (!cookies[i]) continue;
      const next = nextCall(CYCLE, steps[i], writing[i]);
      steps[i] = next.step;
      if (next.op.method === "POST") writing[i].add(next.op.path);
      const p = call(i, next.op).finally(() => {
        if (next.op.method === "POST") writing[i].delete(next.op.path);
        open.delete(p);
      });
      open.add(p);
    }
    await sleep(2);
  }
  const windowSeconds = (performance.now() - start) / 1000;
  await Promise.all(open);
  return { seconds: windowSeconds, sent: offered };
}

/** One timed window of `count` members; returns its seconds. */
async function runWindow(count) {
  start = performance.now();
  deadline = start + seconds * 1000;
  await Promise.all(Array.from({ length: count }, (_, i) => member(i)));
  return (performance.now() - start) / 1000;
}

if (timesCapacity) {
  const signInSeconds = await signInBefore(0, Math.max(capacityMembers, pool));
  console.log(`load: ${cookies.filter(Boolean).length} of ${Math.max(capacityMembers, pool)} members signed in (${signInSeconds.toFixed(1)} s); capacity window: ${capacityMembers} back to back for ${seconds} s`);
  const routes = CYCLE.map((op) => `${op.method} ${op.path}`);
  recorder = new Recorder();
  const capacityCpu = process.cpuUsage();
  const capacity = { members: capacityMembers, seconds: await runWindow(capacityMembers), recorder, load: loadavg() };
  const used = process.cpuUsage(capacityCpu);
  capacity.clientCores = (used.user + used.system) / 1e6 / capacity.seconds;
  const capacityProblem = timedDataProblem(capacity.recorder, routes);
  if (capacityProblem) {
    console.error(`load: no figure: the capacity window timed no real work (${capacityProblem}).`);
    agent.destroy();
    await shutdown(1);
  }
  const rate = (timesCapacity * capacity.recorder.totals().served) / capacity.seconds;
  // Members enough that each calls about once a second at most (a member's dashboard, not a flood from one browser).
  const offeredMembers = Math.min(members, Math.max(pool, Math.ceil(rate)));
  if (offeredMembers > cookies.length) await signInBefore(cookies.length, offeredMembers);
  console.log(`load: capacity ${(rate / timesCapacity).toFixed(0)} req/s served; offering ${rate.toFixed(0)} req/s from ${offeredMembers} members for ${seconds} s`);
  recorder = new Recorder();
  const cpuBefore = process.cpuUsage();
  // This script's own event loop: a late turn here reads as a slow answer.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const window = await runOffered(offeredMembers, rate);
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const clientCores = (cpu.user + cpu.system) / 1e6 / window.seconds;
  const offered = { ...window, rate, members: offeredMembers, recorder, load: loadavg(), clientCores, clientDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 } };
  const lost = await lostWrites(url, DASHBOARD_WRITES, acknowledged);
  const problem = timedDataProblem(offered.recorder, routes);
  console.log(formatReport({ recorder: capacity.recorder, members: capacityMembers, seconds: capacity.seconds, signInSeconds, signedIn: cookies.filter(Boolean).length, lost: [], load: [capacity.load, capacity.load], rush: false, think: null }));
  console.log(formatReport({ recorder: offered.recorder, members: offeredMembers, seconds: offered.seconds, signInSeconds, signedIn: cookies.filter(Boolean).length, lost, load: [offered.load, offered.load], rush: false, think: null }));
  if (problem) console.error(`load: no figure: the offered window timed no real work (${problem}).`);
  else console.log(formatOffered({ capacity, offered, times: timesCapacity, lost }));
  agent.destroy();
  await shutdown(problem || lost.length || offered.recorder.totals().server || offered.recorder.totals().network ? 1 : 0);
} else if (ramp.length) {
  const stages = [];
  for (const count of [...ramp].sort((a, b) => a - b)) {
    recorder = new Recorder();
    const signInSeconds = await signInBefore(cookies.length, count);
    const elapsed = await runWindow(count);
    stages.push({ members: count, seconds: elapsed, signInSeconds, recorder, load: loadavg() });
    console.log(formatRamp(stages.slice(-1), { think, goalMs: P99_GOAL_MS, header: stages.length === 1 }));
  }
  const lost = await lostWrites(url, DASHBOARD_WRITES, acknowledged);
  console.log(`\n${formatRamp(stages, { think, goalMs: P99_GOAL_MS, header: true, summary: true, cores: availableParallelism() })}\nacknowledged writes lost: ${lost.length}`);
  agent.destroy();
  await shutdown(lost.length ? 1 : 0);
} else {
  const signInSeconds = rush ? 0 : await signInBefore(0, members);
  const loadAtStart = loadavg();
  const elapsed = await runWindow(members);
  const loadAtEnd = loadavg();
  const lost = await lostWrites(url, DASHBOARD_WRITES, acknowledged);
  const problem = timedDataProblem(recorder, CYCLE.map((op) => `${op.method} ${op.path}`));
  if (problem) console.error(`load: no figure: the window timed no real work (${problem}).`);
  else
    console.log(
      formatReport({ recorder, members, seconds: elapsed, signInSeconds, signedIn: cookies.filter(Boolean).length, lost, load: [loadAtStart, loadAtEnd], rush, think }),
    );
  agent.destroy();
  await shutdown(problem || recorder.failed() || lost.length ? 1 : 0);
}
