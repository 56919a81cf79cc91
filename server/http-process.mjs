// One HTTP server process of server/server.mjs: Next's request handler behind the small Node
// server that sets the client address from the socket (app-server.mjs). In production it first
// warms itself up on a private loopback port (processes.mjs warmUpCalls), then listens on
// the shared port when the primary says so (primary.mjs), so every process takes its share
// of the connections from the first one on.
import { randomUUID } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { createAppServer } from "./app-server.mjs";
import { brotliAssets } from "./brotli-assets.mjs";
import { DASHBOARD_READS, DASHBOARD_WRITES } from "./dashboard-calls.mjs";
import { acceptSockets, listenOptions, warmUpCalls } from "./processes.mjs";

/** Rounds of warm-up calls, and the most time they may take. */
const WARM_ROUNDS = 4;
const WARM_LIMIT_MS = 20_000;
/** How long a stopping process lets the requests in flight finish before it cuts the connections. */
const DRAIN_MS = 5_000;

/** The database pool's size in this process (DATABASE_POOL_MAX, as lib/env reads it; 10 by default). */
function databasePoolSize() {
  const n = Number(process.env.DATABASE_POOL_MAX || 10);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 500) : 10;
}

function call(agent, port, token, { method, path, body, headers }) {
  return new Promise((resolve) => {
    // The token keeps these calls out of the request log (lib/api/request-log.ts).
    const req = http.request({ host: "127.0.0.1", port, method, path, agent, headers: { accept: "application/json", "x-reach-warm-up": token, ...headers } }, (res) => {
      res.resume();
      res.on("end", resolve);
      res.on("error", resolve);
    });
    req.setTimeout(10_000, () => req.destroy());
    req.on("error", resolve);
    req.end(body);
  });
}

/** Runs the warm-up calls against this process's own handler on a private port (not the shared one). */
async function warmUp(handle, hops) {
  // No overload gate: the warm-up's calls at once, on a process still compiling, would be refused
  // for the loop's lag and warm nothing.
  const server = createAppServer({ hops, handle, gate: (req, res, next) => next() });
  // exclusive: a server process of a cluster binds this port itself instead of sharing it.
  await new Promise((resolve) => server.listen({ port: 0, host: "127.0.0.1", exclusive: true }, resolve));
  const { port } = server.address();
  const agent = new http.Agent({ keepAlive: true });
  const token = (process.env.REACH_WARM_UP_TOKEN = randomUUID());
  const calls = warmUpCalls(DASHBOARD_READS, DASHBOARD_WRITES, `http://127.0.0.1:${port}`, databasePoolSize());
  const until = Date.now() + WARM_LIMIT_MS;
  for (let round = 0; round < WARM_ROUNDS && Date.now() < until; round++) await Promise.all(calls.map((c) => call(agent, port, token, c)));
  delete process.env.REACH_WARM_UP_TOKEN;
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * Starts Next and serves it on `port`. `listenWhen` (optional) resolves when the process may take
 * traffic (after its warm-up); `onListening` and `onFailed(message)` report to the caller.
 */
export async function serveProcess({ dev, port, hops, warm, listenWhen, onListening, onFailed }) {
  const { default: next } = await import("next");
  const app = next({ dev, dir: process.cwd(), port, hostname: "localhost" });
  await app.prepare();
  const handle = app.getRequestHandler();
  if (warm) await warmUp(handle, hops);
  await listenWhen?.();
  // Production: the build's .br copies of its scripts and stylesheets (brotli-assets.mjs).
  const assets = dev ? undefined : brotliAssets(process.env.NEXT_DIST_DIR || ".next");
  const server = createAppServer({ hops, handle, assets });
  const failed = (error) => onFailed(`Reach could not listen on port ${port}: ${error.message}`);
  server.on("error", failed);
  const options = listenOptions({ port, dev, platform: process.platform });
  // More sockets on the port, each handing its connections to the one HTTP server: libuv accepts one
  // connection per socket per turn of the loop, so a busy process takes ACCEPT_SOCKETS per turn
  // (processes.mjs acceptSockets; docs/decisions.md "Overload answers fast").
  const extra = Array.from({ length: acceptSockets(options) - 1 }, () =>
    net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit("connection", socket)).on("error", failed),
  );
  await Promise.all([server, ...extra].map((s) => new Promise((resolve) => s.listen(options, resolve))));
  onListening();

  let closing = false;
  async function close() {
    if (closing) return;
    closing = true;
    // No new connections; idle keep-alive ones close now, requests in flight get DRAIN_MS to finish.
    const drained = Promise.all([server, ...extra].map((s) => new Promise((resolve) => s.close(resolve))));
    server.closeIdleConnections();
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
    server.closeAllConnections();
    // The in-process workers of the development server (instrumentation.ts): jobs in flight finish or go back to the queue.
    await globalThis.reachStopWorkers?.().catch(() => {});
    await app.close().catch(() => {});
    process.exit(0);
  }
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
