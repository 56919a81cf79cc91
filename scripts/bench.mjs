// npm run bench: the production build on its own database (scripts/e2e-server.mjs), measured with
// autocannon at 50 connections (BENCH_CONNECTIONS) for BENCH_SECONDS (20) each: the constant-JSON
// GET /api/health, then in the same run an authenticated GET /api/session (cookie decode +
// session-version check), every read the dashboard makes, and the autosave writes (behavior,
// mindset text, note; the first save, made before measuring, is the only one that awards, so
// every measured save is the same upsert).
// Each connection saves as its own member (BENCH_CONNECTIONS members registered for the run): a
// member's autosave is one request at a time, so 50 connections on one member's row measured that
// row's lock queue, not the handler.
// Prints req/s, p50 and p99 of each and their ratios to the constant handler against the goals
// of docs/decisions.md "How the benchmark warms up and how long it measures", and the CPU time each request cost the server process and its Postgres backends
// (from /proc: comparable across runs even when other work shares the CPU). A benchmark, not a
// timed test. Each handler first runs BENCH_WARMUP seconds (3) at the same concurrency, unmeasured.
// BENCH_ONLY (a regular expression, e.g. "POST") measures only the handlers whose name matches,
// besides the constant one. BENCH_URL measures a server already running (CPU figures: on
// BENCH_PORT, with DATABASE_URL naming its database); E2E_DATABASE names the spawned server's
// (reach_bench).
import autocannon from "autocannon";
import { cpuMeter } from "./lib/bench-cpu.mjs";
import { login, register, startE2eServer, waitForServer } from "./lib/bench-server.mjs";
import { DASHBOARD_READS, DASHBOARD_WRITES } from "../server/dashboard-calls.mjs";

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = process.env.BENCH_URL ?? `http://localhost:${port}`;
// 20 s, not 10: a 10 s p99 of the constant handler moved between 44 and 61 ms from run to run (docs/decisions.md).
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const database = process.env.E2E_DATABASE ?? "reach_bench";
/** The measured server's database, for its Postgres backends' CPU. */
function databaseUrl() {
  if (!process.env.DATABASE_URL) return null;
  return process.env.BENCH_URL ? process.env.DATABASE_URL : Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/${database}` }).toString();
}
let meter = null;

/** Registers `count` members for this run (names unique per run); returns their session cookies. */
async function registerMembers(count) {
  const run = Date.now().toString(36);
  const member = (i) => register(base, { username: `bench_${run}_${i}`, password: "bench-member-2026" });
  const cookies = [];
  for (let i = 0; i < count; i += 10) cookies.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => member(i + j)))));
  return cookies;
}

/** Goals of docs/decisions.md "How the benchmark warms up and how long it measures": throughput ratio to the constant handler, and p99 at most 2x its p99. */
const GOAL = { session: 0.75, read: 0.6, write: 0.4, p99: 2 };

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const wanted = (name) => !only || only.test(name);
const READS = DASHBOARD_READS.filter((path) => wanted(`GET ${path}`));
const WRITES = DASHBOARD_WRITES.filter(({ path }) => wanted(`POST ${path}`));

const server = process.env.BENCH_URL ? null : startE2eServer({ port, database });

const load = (path, headers, request, seconds) =>
  new Promise((resolve, reject) =>
    autocannon({ url: `${base}${path}`, connections, duration: seconds, headers, ...request }, (err, r) => (err ? reject(err) : resolve(r))),
  );

async function measure(path, headers = {}, request = {}) {
  await meter?.sample();
  const result = await load(path, headers, request, duration);
  const cpu = await meter?.sample();
  const per = (ms) => (ms === null || ms === undefined || !result.requests.total ? null : ms / result.requests.total);
  return Object.assign(result, { cpu: { server: per(cpu?.server), postgres: per(cpu?.postgres) } });
}

async function measureOk(name, path, headers, request) {
  // Steady state: the first requests of a route load and compile its code. Each handler, the
  // constant one too, runs WARMUP seconds at the same concurrency before it is measured.
  await load(path, headers, request, warmup);
  const result = await measure(path, headers, request);
  if (result.non2xx > 0) throw new Error(`${name} answered ${result.non2xx} non-2xx responses`);
  if (result.errors > 0) console.error(`${name}: ${result.errors} errors (${result.timeouts} timeouts) on a loaded machine`);
  return result;
}

const rows = [];
const ms = (value) => (value === null ? "-" : `${value.toFixed(2)} ms`);
function report(name, r, constant, goal) {
  const throughput = r.requests.average / constant.requests.average;
  const p99 = r.latency.p99 / Math.max(constant.latency.p99, 1);
  const met = goal === undefined ? "" : throughput >= goal && p99 <= GOAL.p99 ? "ok" : `below goal (>= ${goal}x, p99 <= ${GOAL.p99}x)`;
  const { server, postgres } = r.cpu;
  const total = server === null ? null : server + (postgres ?? 0);
  const cpuRatio = total && constant.cpu.server ? `${((constant.cpu.server + (constant.cpu.postgres ?? 0)) / total).toFixed(2)}x` : "-";
  rows.push(
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${goal === undefined ? "1" : `${throughput.toFixed(2)}x`} | ${goal === undefined ? "" : `${p99.toFixed(2)}x`} | ${met} | ${ms(server)} | ${ms(postgres)} | ${goal === undefined ? "1" : cpuRatio} |`,
  );
}

try {
  await waitForServer(base);
  meter = await cpuMeter(port, databaseUrl());
  const cookie = await login(base);
  await load("/api/health", {}, {}, warmup);
  const constant = await measure("/api/health");
  const measured = [];
  if (wanted("GET /api/session")) measured.push(["GET /api/session (cookie + version check)", await measureOk("session", "/api/session", { cookie }), GOAL.session]);
  for (const path of READS) measured.push([`GET ${path}`, await measureOk(path, path, { cookie }), GOAL.read]);
  const writers = WRITES.length ? await registerMembers(connections) : [];
  const write = { "content-type": "application/json", origin: base };
  for (const { path, body } of WRITES) {
    const request = { method: "POST", body: JSON.stringify(body) };
    for (const member of writers) {
      const first = await fetch(`${base}${path}`, { ...request, headers: { ...write, cookie: member } });
      if (!first.ok) throw new Error(`POST ${path} failed: ${first.status} ${await first.text()}`);
    }
    // autocannon keeps one context per connection: each connection takes the next member's cookie.
    let next = 0;
    const setupRequest = (req, context) => {
      context.cookie ??= writers[next++ % writers.length];
      return { ...req, headers: { ...req.headers, cookie: context.cookie } };
    };
    const perMember = { requests: [{ ...request, headers: write, setupRequest }] };
    measured.push([`POST ${path} (autosave)`, await measureOk(path, path, { ...write, cookie: writers[0] }, { ...request, ...perMember }), GOAL.write]);
  }
  report("GET /api/health (constant JSON)", constant, constant);
  for (const [name, r, goal] of measured) report(name, r, constant, goal);
  console.log(`\n${connections} connections, ${duration} s each, one run\n`);
  console.log(
    "| handler | req/s | p50 | p99 | vs constant | p99 vs constant | goal | server CPU/req | Postgres CPU/req | CPU vs constant |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const row of rows) console.log(row);
} finally {
  await meter?.close();
  server?.stop();
}
