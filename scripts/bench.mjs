// npm run bench: the production build on the embedded Postgres (or DATABASE_URL), measured with
// autocannon: an authenticated GET /api/session (cookie decode + session-version check in
// Postgres) against the constant-JSON GET /api/health on the same server in the same run, then
// two journal handlers: GET /api/goals (session + one statement) and POST /api/behavior (session
// + one upsert statement; the first save, made before measuring, is the only one that awards, so
// every measured save is the same upsert). Prints req/s, p50 and p99 of each and their ratios to
// the constant handler. A benchmark, not a timed test.
import { spawn } from "node:child_process";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
  env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE: "reach_bench" },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("server did not start");
}

async function login() {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "demo", password: "reach-demo-2026", timeZone: "UTC" }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie").split(";")[0];
}

function measure(path, headers = {}, request = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${base}${path}`, connections, duration, headers, ...request }, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

async function measureOk(name, path, headers, request) {
  const result = await measure(path, headers, request);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name} answered ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  return result;
}

const row = (name, r) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`;
const ratio = (label, r, constant) =>
  `ratio ${label}/constant: throughput ${(r.requests.average / constant.requests.average).toFixed(2)}x, ` +
  `p50 ${(r.latency.p50 / Math.max(constant.latency.p50, 1)).toFixed(2)}x, p99 ${(r.latency.p99 / Math.max(constant.latency.p99, 1)).toFixed(2)}x`;

try {
  await waitForServer();
  const cookie = await login();
  await measure("/api/health"); // warm-up
  const constant = await measure("/api/health");
  const session = await measureOk("/api/session", "/api/session", { cookie });
  const goals = await measureOk("GET /api/goals", "/api/goals", { cookie });
  const write = { "content-type": "application/json", origin: base, cookie };
  const behavior = { method: "POST", body: JSON.stringify({ continueDoing: "Ship small", startDoing: "Bench", stopDoing: "Guessing" }) };
  const first = await fetch(`${base}/api/behavior`, { ...behavior, headers: write });
  if (!first.ok) throw new Error(`POST /api/behavior failed: ${first.status} ${await first.text()}`);
  const save = await measureOk("POST /api/behavior", "/api/behavior", write, behavior);
  console.log(`\n${connections} connections, ${duration} s each\n`);
  console.log(row("GET /api/health (constant)", constant));
  console.log(row("GET /api/session (auth)", session));
  console.log(row("GET /api/goals", goals));
  console.log(row("POST /api/behavior", save));
  console.log(`\n${ratio("session", session, constant)}`);
  console.log(ratio("goals", goals, constant));
  console.log(ratio("behavior", save, constant));
} finally {
  server.kill("SIGTERM");
}
