// npm run load: N members (default 300) signed in, each doing the dashboard's reads and autosaves
// back to back for S seconds (default 60), against the production build on its own database
// (reach_load) and port (3131), loopback only. Bounded in time and in requests. Prints req/s,
// p50/p99 per route, 5xx, error answers that are not JSON with a `code`, and acknowledged
// autosaves lost (each member's last acknowledged value read back from Postgres at the end).
//
//   npm run load -- --members 300 --seconds 60 [--max-requests 500000] [--no-build] [--cpu-prof DIR] [--rush]
//   (or LOAD_MEMBERS, LOAD_SECONDS, LOAD_MAX_REQUESTS, LOAD_BUILD=0, LOAD_CPU_PROF=DIR, LOAD_RUSH=1, LOAD_LOG_LEVEL)
// --rush: members sign in inside the timed window (first call each) instead of before it.
import http from "node:http";
import { parseArgs } from "node:util";
import { loadavg } from "node:os";
import { waitForServer } from "./lib/bench-server.mjs";
import { DASHBOARD_READS, DASHBOARD_WRITES } from "./lib/dashboard-calls.mjs";
import { freshDatabase, LOAD_PASSWORD, lostWrites, memberName, prepareDatabase, startServer } from "./lib/load-setup.mjs";
import { handleExits, shutdown } from "./lib/lifecycle.mjs";
import { formatReport, Recorder } from "./lib/load-report.mjs";

handleExits();
const { values: flags } = parseArgs({
  options: {
    members: { type: "string" },
    seconds: { type: "string" },
    "max-requests": { type: "string" },
    "no-build": { type: "boolean" },
    "cpu-prof": { type: "string" },
    rush: { type: "boolean" },
  },
});
const env = process.env;
const members = Math.min(Number(flags.members ?? env.LOAD_MEMBERS ?? 300), 5000);
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

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One request; resolves { status, ms, type, text, cookie } (status 0 for a network error or timeout). */
function send(method, path, cookie, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { accept: "application/json", ...(cookie ? { cookie } : {}) };
  if (payload) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(payload), origin: base });
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, { method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - start, type: res.headers["content-type"] ?? "", text: Buffer.concat(chunks).toString(), cookie: res.headers["set-cookie"]?.[0]?.split(";")[0] }));
      res.on("error", () => resolve({ status: 0, ms: performance.now() - start, type: "", text: "" }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: performance.now() - start, type: "", text: "" }));
    req.end(payload);
  });
}

// Sign-ins first, all at once (each a real argon2 verify on the server), timed as their own route;
// with --rush each member signs in as its first call inside the timed window instead (a morning rush).
const recorder = new Recorder();
const signInStart = performance.now();
const signIn = async (i, at) => {
  const res = await send("POST", "/api/login", "", { username: memberName(i), password: LOAD_PASSWORD, timeZone: "UTC" });
  recorder.add("POST /api/login", res, at());
  return res.status === 200 ? res.cookie : null;
};
const cookies = rush ? [] : await Promise.all(Array.from({ length: members }, (_, i) => signIn(i, () => 0)));
const signInSeconds = (performance.now() - signInStart) / 1000;
const loadAtStart = loadavg();

// Each member: the dashboard's reads and its autosaves, in one cycle, back to back.
const CYCLE = [...DASHBOARD_READS.map((path) => ({ method: "GET", path })), ...DASHBOARD_WRITES.map((w) => ({ method: "POST", ...w }))];
CYCLE.sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path)));
const acknowledged = new Map(); // member -> path -> { acked, pending:Set }
let sent = 0;
const start = performance.now();
const deadline = start + seconds * 1000;

async function member(i) {
  const cookie = rush ? (cookies[i] = await signIn(i, () => (performance.now() - start) / 1000)) : cookies[i];
  if (!cookie) return;
  const name = memberName(i);
  const writes = new Map(DASHBOARD_WRITES.map((w) => [w.path, { acked: null, pending: new Set() }]));
  acknowledged.set(name, writes);
  let seq = 0;
  for (let step = i; performance.now() < deadline && sent < maxRequests; step++) {
    const op = CYCLE[step % CYCLE.length];
    sent += 1;
    let body;
    if (op.method === "POST") {
      const value = `${name} #${++seq} ${op.body[op.field]}`;
      body = { ...op.body, [op.field]: value };
      writes.get(op.path).pending.add(value);
    }
    const res = await send(op.method, op.path, cookie, body);
    recorder.add(`${op.method} ${op.path}`, res, (performance.now() - start) / 1000);
    if (body && res.status >= 200 && res.status < 300) {
      const w = writes.get(op.path);
      w.acked = body[op.field];
      w.pending.clear();
    }
  }
}

await Promise.all(Array.from({ length: members }, (_, i) => member(i)));
const elapsed = (performance.now() - start) / 1000;
const loadAtEnd = loadavg();
const lost = await lostWrites(url, DASHBOARD_WRITES, acknowledged);

console.log(
  formatReport({ recorder, members, seconds: elapsed, signInSeconds, signedIn: cookies.filter(Boolean).length, lost, load: [loadAtStart, loadAtEnd], rush }),
);
agent.destroy();
await shutdown(recorder.failed() || lost.length ? 1 : 0);
