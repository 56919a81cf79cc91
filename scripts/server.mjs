// `npm start` (and the demo, e2e, bench and dev scripts through scripts/lib/proc.mjs serveNext):
// Next's own request handler behind a small Node server that sets the client address from the
// socket (TRUST_PROXY_HOPS, see README "Environment"), which route handlers cannot see.
// Usage: node scripts/server.mjs [--dev] [-p PORT]   (PORT env, else 3000). Config, including
// NEXT_DIST_DIR, comes from next.config.mjs as with `next start`.
import { trustProxyHops } from "../lib/api/client-address.mjs";
import { createAppServer } from "./lib/app-server.mjs";
import { OLDEST_NODE, atLeast, pinnedNode, tooOldMessage } from "./lib/node-version.mjs";

if (!atLeast(process.version, OLDEST_NODE)) {
  console.error(tooOldMessage(process.version, pinnedNode()));
  process.exit(1);
}

const args = process.argv.slice(2);
const dev = args.includes("--dev");
const portFlag = args.findIndex((arg) => arg === "-p" || arg === "--port");
const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 3000));
let hops;
try {
  hops = trustProxyHops();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`Invalid port: ${args[portFlag + 1] ?? process.env.PORT}`);
  process.exit(1);
}

// Set before Next loads, as `next start` / `next dev` do.
process.env.NODE_ENV ??= dev ? "development" : "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const { default: next } = await import("next");

const app = next({ dev, dir: process.cwd(), port, hostname: "localhost" });
await app.prepare();
const server = createAppServer({ hops, handle: app.getRequestHandler() });

server.on("error", (error) => {
  console.error(`Reach could not listen on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, () => {
  console.log(`> Reach${dev ? " (development)" : ""} ready on http://localhost:${port} (Node ${process.version}; client address: ${hops === 0 ? "socket peer" : `${hops} trusted prox${hops === 1 ? "y" : "ies"}`})`);
});

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  server.close();
  server.closeAllConnections();
  // The in-process workers (instrumentation.ts): jobs in flight finish or go back to the queue.
  await globalThis.reachStopWorkers?.().catch(() => {});
  await app.close().catch(() => {});
  process.exit(0);
}
process.once("SIGTERM", close);
process.once("SIGINT", close);
