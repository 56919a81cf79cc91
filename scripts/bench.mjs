// npm run bench: the production build on its own database (scripts/e2e-server.mjs), measured with
// autocannon at 50 connections (BENCH_CONNECTIONS): the constant-JSON GET /api/health, then in the
// same run an authenticated GET /api/session (cookie decode + session-version check), every read
// the dashboard makes, and the autosave writes (behavior, mindset text, note; the first save,
// made before measuring, is the only one that awards, so every measured save is the same upsert).
// Prints req/s, p50 and p99 of each and their ratios to the constant handler against the goals
// of issue 16. A benchmark, not a timed test. BENCH_URL measures a server already running.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { login, waitForServer } from "./lib/bench-server.mjs";
import { DASHBOARD_READS, DASHBOARD_WRITES } from "./lib/dashboard-calls.mjs";

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = process.env.BENCH_URL ?? `http://localhost:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Goals of issue 16: throughput ratio to the constant handler, and p99 at most 2x its p99. */
const GOAL = { session: 0.75, read: 0.6, write: 0.4, p99: 2 };

const READS = DASHBOARD_READS;
const WRITES = DASHBOARD_WRITES;

const server = process.env.BENCH_URL
  ? null
  : spawn(process.execPath, ["scripts/e2e-server.mjs"], {
      env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE: "reach_bench" },
      stdio: ["ignore", "ignore", "inherit"],
    });

function measure(path, headers = {}, request = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${base}${path}`, connections, duration, headers, ...request }, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

async function measureOk(name, path, headers, request) {
  // Steady state: the first requests of a route load its code; 20 of them come before measuring.
  for (let i = 0; i < 20; i++) await fetch(`${base}${path}`, { headers, ...request }).then((r) => r.arrayBuffer());
  const result = await measure(path, headers, request);
  if (result.non2xx > 0) throw new Error(`${name} answered ${result.non2xx} non-2xx responses`);
  if (result.errors > 0) console.error(`${name}: ${result.errors} errors (${result.timeouts} timeouts) on a loaded machine`);
  return result;
}

const rows = [];
function report(name, r, constant, goal) {
  const throughput = r.requests.average / constant.requests.average;
  const p99 = r.latency.p99 / Math.max(constant.latency.p99, 1);
  const met = goal === undefined ? "" : throughput >= goal && p99 <= GOAL.p99 ? "ok" : `below goal (>= ${goal}x, p99 <= ${GOAL.p99}x)`;
  rows.push(`| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${goal === undefined ? "1" : `${throughput.toFixed(2)}x`} | ${goal === undefined ? "" : `${p99.toFixed(2)}x`} | ${met} |`);
}

try {
  await waitForServer(base);
  const cookie = await login(base);
  await measure("/api/health"); // warm-up
  const constant = await measure("/api/health");
  const measured = [["GET /api/session (cookie + version check)", await measureOk("session", "/api/session", { cookie }), GOAL.session]];
  for (const path of READS) measured.push([`GET ${path}`, await measureOk(path, path, { cookie }), GOAL.read]);
  const write = { "content-type": "application/json", origin: base, cookie };
  for (const { path, body } of WRITES) {
    const request = { method: "POST", body: JSON.stringify(body) };
    const first = await fetch(`${base}${path}`, { ...request, headers: write });
    if (!first.ok) throw new Error(`POST ${path} failed: ${first.status} ${await first.text()}`);
    measured.push([`POST ${path} (autosave)`, await measureOk(path, path, write, request), GOAL.write]);
  }
  report("GET /api/health (constant JSON)", constant, constant);
  for (const [name, r, goal] of measured) report(name, r, constant, goal);
  console.log(`\n${connections} connections, ${duration} s each, one run\n`);
  console.log("| handler | req/s | p50 | p99 | vs constant | p99 vs constant | goal |\n| --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
} finally {
  server?.kill("SIGTERM");
}
