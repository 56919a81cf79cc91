// The engine smoke (docs/decisions.md "Browsers and engines"): the steps of e2e-engines/steps.mjs in Debian's firefox-esr and in
// WebKitGTK (Safari's engine), against the production build, on its own port (ENGINES_PORT, 3120)
// and its own fresh database (reach_engines), served by scripts/e2e-server.mjs as for Playwright.
// Prints a line per step per engine and `engines: N passed, N failed`; exits 1 on a failure.
// The browsers are installed from Debian when missing (e2e-engines/engines.mjs).
//   ENGINES_ONLY=firefox|webkit   one engine;  ENGINES_RETRIES (1 in CI, else 0) reruns a failed engine.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { ensureEngines } from "../e2e-engines/engines.mjs";
import { fail, handleExits, onCleanup, shutdown } from "./lib/lifecycle.mjs";
import { assertPortFree } from "./lib/preflight.mjs";

handleExits();
const port = Number(process.env.ENGINES_PORT ?? 3120);
const base = `http://localhost:${port}`;
const outDir = "test-results/engines";
const retries = Number(process.env.ENGINES_RETRIES ?? (process.env.CI ? 1 : 0));
const started = Date.now();

/** scripts/e2e-server.mjs on our port and database, its output in a log; stopped when we end. */
function startServer(logFile) {
  const log = openSync(logFile, "w");
  const env = { ...process.env, E2E_PORT: String(port), E2E_DATABASE: process.env.ENGINES_DATABASE ?? "reach_engines" };
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], { env, stdio: ["ignore", log, log] });
  onCleanup(
    () =>
      new Promise((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
        server.once("exit", () => resolve(clearTimeout(timer)));
        server.kill("SIGTERM");
      }),
  );
  return server;
}

async function waitForServer(server, logFile) {
  const until = Date.now() + 10 * 60_000; // a stale build is rebuilt first
  while (Date.now() < until) {
    if (server.exitCode !== null) break;
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n"));
  throw new Error(`the engine smoke's server on ${base} did not start (log above, ${logFile})`);
}

try {
  ensureEngines();
  await assertPortFree(port, "the engine smoke's server");
  mkdirSync(outDir, { recursive: true });
  const logFile = path.join(outDir, "server.log");
  await waitForServer(startServer(logFile), logFile);
  console.log(`engines: server ready on ${base} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const { ENGINES, runEngine } = await import("../e2e-engines/run.mjs"); // puppeteer-core: after npm install
  const engines = ENGINES.filter((e) => !process.env.ENGINES_ONLY || e.name === process.env.ENGINES_ONLY);
  // The engines run side by side (each line names its engine): most of a step is waiting for the
  // app's own timers (autosave pause, celebration, the freed slot), so this halves the wall time.
  const results = await Promise.all(
    engines.map(async (engine) => {
      let result = await runEngine(engine, { base, outDir, onCleanup });
      for (let attempt = 1; result.failed && attempt <= retries; attempt++) {
        console.log(`${engine.name.padEnd(8)}retry ${attempt} of ${retries} (a new member, a new browser)`);
        result = await runEngine(engine, { base, outDir, onCleanup });
      }
      return result;
    }),
  );
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const result of results) for (const key of Object.keys(total)) total[key] += result[key];
  console.log(`engines: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`engines: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
  await shutdown(total.failed || !engines.length ? 1 : 0);
} catch (error) {
  await fail(error);
}
