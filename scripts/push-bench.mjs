// npm run bench:push (docs/decisions.md "The job queue"): a "send to all" with push the
// way the admin screen sends it, against the production build on its own database (reach_pushbench)
// and port (3151), N members (default 20,000) each with one push subscription at a loopback
// receiver answering 201 after 50 ms. Prints the admin's answer time (three attempts with one
// Idempotency-Key), notifications stored, pushes per second, time until every member's push
// arrived, duplicates, and a member's GET /api/goals p50/p99 before and during the fan-out.
//
//   npm run bench:push -- [--members N] [--workers K] [--kill S] [--no-build]
//   --workers K: K worker processes (npm run worker's), the server's own workers off (REACH_WORKERS=0);
//                0 (default): the server's own queue process (npm start's, beside its server processes).
//   --kill S:    S seconds after the send, SIGKILL one worker process and start it again.
import { spawn } from "node:child_process";
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { parseArgs } from "node:util";
import { waitForServer, withClient } from "./lib/bench-server.mjs";
import { signInStaff } from "./lib/staff-sign-in.mjs";
import { freshDatabase } from "./db/fresh-database.mjs";
import { LOAD_PASSWORD, memberName, prepareDatabase, startServer } from "./lib/load-setup.mjs";
import { handleExits, onCleanup, shutdown } from "./lib/lifecycle.mjs";
import { QUEUE_SOURCE_NODE_ARGS } from "../server/queue-process.mjs";

handleExits();
const { values: flags } = parseArgs({ options: { members: { type: "string" }, workers: { type: "string" }, kill: { type: "string" }, "no-build": { type: "boolean" } } });
const env = process.env;
const members = Math.min(Number(flags.members ?? env.PUSH_BENCH_MEMBERS ?? 20_000), 200_000);
const workers = Number(flags.workers ?? 0);
const killAt = flags.kill === undefined ? null : Number(flags.kill);
const port = Number(env.PUSH_BENCH_PORT ?? 3151);
const base = `http://localhost:${port}`;
const ADMIN = { username: "bench-admin", password: "bench-admin-2026" };
const RECEIVER_DELAY_MS = 50;
if (killAt !== null && workers < 1) throw new Error("--kill needs --workers 1 or more");

// The push service: counts every push per subscription, answers 201 after 50 ms.
const hits = new Map();
let firstAt = 0;
let lastAt = 0;
let distinct = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const id = req.url.replace(/^\/push\//, "");
    const n = (hits.get(id) ?? 0) + 1;
    hits.set(id, n);
    if (n === 1) distinct++;
    const now = performance.now();
    firstAt ||= now;
    lastAt = now;
    setTimeout(() => res.writeHead(201).end(), RECEIVER_DELAY_MS);
  });
});
receiver.maxConnections = 100_000;
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
onCleanup(() => new Promise((resolve) => receiver.close(() => resolve())));
const origin = `http://127.0.0.1:${receiver.address().port}`;

const url = await freshDatabase(env.PUSH_BENCH_DATABASE ?? "reach_pushbench");
console.log(`bench:push: database ready, adding ${members.toLocaleString("en-US")} members with a push subscription each...`);
Object.assign(process.env, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
await prepareDatabase(url, members);
// One valid P-256 key for every subscription (the receiver does not decrypt; the server must be able to encrypt).
const ecdh = createECDH("prime256v1");
ecdh.generateKeys();
await sql(url, `INSERT INTO "PushSubscription" ("userId", "endpoint", "p256dh", "auth")
  SELECT "id", $1 || '/push/' || "id", $2, $3 FROM "User" WHERE NOT "isAdmin"`, [origin, ecdh.getPublicKey().toString("base64url"), randomBytes(16).toString("base64url")]);

if (workers > 0) process.env.REACH_WORKERS = "0";
await startServer({ url, port, distDir: env.NEXT_DIST_DIR || ".next-load", build: !flags["no-build"], logLevel: env.PUSH_BENCH_LOG_LEVEL ?? "warn" });
await waitForServer(base);

const workerProcs = [];
function startWorker(i) {
  const child = spawn(process.execPath, QUEUE_SOURCE_NODE_ARGS, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DATABASE_URL: url, PUSH_TEST_MODE: "1", NODE_ENV: "production", LOG_LEVEL: "warn" } });
  workerProcs[i] = child;
  return child;
}
for (let i = 0; i < workers; i++) startWorker(i);
onCleanup(() => Promise.all(workerProcs.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => (c.once("exit", r), c.kill("SIGTERM"))) : null))), { processes: true });

const adminCookie = await signInStaff(base, ADMIN);
const memberCookie = await signIn(memberName(0), LOAD_PASSWORD);
// Warm the routes, and give the workers time to start.
for (let i = 0; i < 20; i++) await request("GET", "/api/goals", memberCookie);
await new Promise((r) => setTimeout(r, 3000));

const before = await goalsLatency(5000);
console.log(`bench:push: GET /api/goals before: p50 ${before.p50} ms, p99 ${before.p99} ms (${before.count} calls)`);

// The admin screen: one key per submission, the same on every attempt (three here).
const key = randomUUID();
const body = { title: "Bench", message: "A message for everyone", sendPush: true, scheduledFor: null };
const start = performance.now();
const answers = [];
for (let i = 0; i < 3; i++) answers.push(await request("POST", "/api/admin/send-notification-to-all", adminCookie, body, { "idempotency-key": key }));
const firstAnswerMs = answers[0].ms;
const sendIds = new Set(answers.map((a) => JSON.parse(a.text).sendId));

if (killAt !== null)
  setTimeout(() => {
    const victim = workerProcs[0];
    console.log(`bench:push: SIGKILL worker ${victim.pid} at ${killAt} s (${distinct.toLocaleString("en-US")} delivered so far); starting it again`);
    victim.kill("SIGKILL");
    victim.once("exit", () => startWorker(0));
  }, killAt * 1000);

const during = goalsLatency(Infinity, () => distinct >= members);
const deadline = Date.now() + Number(env.PUSH_BENCH_TIMEOUT_S ?? 900) * 1000;
while (distinct < members && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
const doneMs = performance.now() - start;
const duringStats = await during;
await new Promise((r) => setTimeout(r, 2000)); // late duplicates
const [{ stored, accounts }] = await sql(url, `SELECT (SELECT count(*)::int FROM "Notification") AS stored, (SELECT count(*)::int FROM "User") AS accounts`);
const duplicates = [...hits.values()].reduce((sum, n) => sum + n - 1, 0);
const fanOutS = (lastAt - firstAt) / 1000;

console.log(`
bench:push: ${members.toLocaleString("en-US")} members with push, ${workers ? `${workers} worker process(es)` : "the server's own queue process"}${killAt !== null ? `, one SIGKILLed at ${killAt} s` : ""}
  admin's answer (first attempt)      ${firstAnswerMs.toFixed(0)} ms  (attempts: ${answers.map((a) => `${a.status} in ${a.ms.toFixed(0)} ms`).join(", ")}; ${sendIds.size} send id)
  notifications stored                ${stored.toLocaleString("en-US")} for ${accounts.toLocaleString("en-US")} accounts (${stored === accounts ? "exactly one each" : "NOT one each"})
  delivered                           ${distinct.toLocaleString("en-US")} of ${members.toLocaleString("en-US")}
  time until every push arrived       ${(doneMs / 1000).toFixed(1)} s after the send
  pushes per second                   ${(distinct / fanOutS).toFixed(0)} (first to last push: ${fanOutS.toFixed(1)} s)
  duplicates                          ${duplicates}
  GET /api/goals before               p50 ${before.p50} ms, p99 ${before.p99} ms (${before.count} calls)
  GET /api/goals during the fan-out   p50 ${duringStats.p50} ms, p99 ${duringStats.p99} ms (${duringStats.count} calls)  p99 ${(duringStats.p99 / before.p99).toFixed(2)}x before
`);
await shutdown(0);

async function sql(dbUrl, text, values = []) {
  return withClient(dbUrl, async (client) => (await client.query(text, values)).rows);
}

function request(method, path, cookie, data, headers = {}) {
  const payload = data === undefined ? undefined : JSON.stringify(data);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, { method, headers: { accept: "application/json", origin: base, ...(cookie ? { cookie } : {}), ...(payload ? { "content-type": "application/json" } : {}), ...headers }, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - t0, text: Buffer.concat(chunks).toString(), cookie: res.headers["set-cookie"]?.[0]?.split(";")[0] }));
    });
    req.on("error", () => resolve({ status: 0, ms: performance.now() - t0, text: "" }));
    req.on("timeout", () => req.destroy());
    req.end(payload);
  });
}

async function signIn(username, password) {
  const res = await request("POST", "/api/login", "", { username, password, timeZone: "UTC" });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.text}`);
  return res.cookie;
}

/** A member's GET /api/goals, 4 at a time, for `ms` or until `stop()`. */
async function goalsLatency(ms, stop = () => false) {
  const times = [];
  const end = Date.now() + ms;
  const loop = async () => {
    while (Date.now() < end && !stop()) times.push((await request("GET", "/api/goals", memberCookie)).ms);
  };
  await Promise.all([loop(), loop(), loop(), loop()]);
  times.sort((a, b) => a - b);
  const at = (q) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]) : 0);
  return { p50: at(0.5), p99: at(0.99), count: times.length };
}
