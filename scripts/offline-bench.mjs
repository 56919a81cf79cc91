// npm run bench:offline (docs/product/offline.md#writes-made-offline): the offline scenario of
// e2e/offline-outbox.spec.ts with 50 writes (OFFLINE_BENCH_WRITES, default 50) in Chromium against
// the production build (Playwright's web server, scripts/e2e-server.mjs, built first when stale):
// sign in, load the dashboard, go offline, reload, make the writes of every kind, reload twice, come
// back online. Prints the time from reconnecting until every write is stored, and prints no figure
// when the scenario failed (a write missing or stored twice, points unlike the same writes online).
import { spawn } from "node:child_process";

const writes = Number(process.env.OFFLINE_BENCH_WRITES ?? 50);
const FIGURE = /offline outbox: (\d+) writes stored once, synced in (\d+) ms/;

const child = spawn("npx", ["playwright", "test", "e2e/offline-outbox.spec.ts", "--retries=0", "--reporter=line"], {
  env: { ...process.env, OFFLINE_BENCH_WRITES: String(writes) },
  stdio: ["ignore", "pipe", "inherit"],
});
let out = "";
child.stdout.on("data", (chunk) => {
  out += chunk;
  process.stdout.write(chunk);
});
const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
const figure = out.match(FIGURE);
if (code !== 0 || !figure || Number(figure[1]) !== writes) {
  console.error(`bench:offline: no figure: the scenario did not store every one of the ${writes} writes exactly once (exit ${code})`);
  process.exit(1);
}
console.log(`bench:offline: ${figure[1]} writes made offline, all stored once; sync ${(Number(figure[2]) / 1000).toFixed(2)} s after reconnecting (limit 10 s)`);
