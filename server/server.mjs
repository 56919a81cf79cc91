// `npm start` (and the demo, e2e, bench and dev scripts through scripts/lib/proc.mjs serveNext):
// Next's own request handler behind a small Node server that sets the client address from the
// socket (TRUST_PROXY_HOPS, see README "Environment"), which route handlers cannot see.
// Usage: node server/server.mjs [--dev] [-p PORT]   (PORT env, else 3000). Config, including
// NEXT_DIST_DIR, comes from next.config.mjs as with `next start`.
// Production runs REACH_SERVER_PROCESSES server processes (default: the machine's cores) sharing
// the port, plus one for the queue's workers (server/primary.mjs); `--dev` runs one
// process with the workers inside (docs/decisions.md "Speed of the API and the server").
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { trustProxyHops } from "../lib/api/client-address.mjs";
import { vapidStartProblem } from "../lib/services/push/vapid-subject-rule.mjs";
import { OLDEST_NODE, atLeast, pinnedNode, tooOldMessage } from "./node-version.mjs";
import { readyLine, runsQueueWorkers, serverProcessCount } from "./processes.mjs";
import { serveProcess } from "./http-process.mjs";

if (!atLeast(process.version, OLDEST_NODE)) {
  console.error(tooOldMessage(process.version, pinnedNode()));
  process.exit(1);
}

const args = process.argv.slice(2);
const dev = args.includes("--dev");
const portFlag = args.findIndex((arg) => arg === "-p" || arg === "--port");
const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 3000));
// Set before Next loads, as `next start` / `next dev` do (and before the server processes start).
process.env.NODE_ENV ??= dev ? "development" : "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

if (cluster.isPrimary) {
  let hops;
  let processes;
  try {
    hops = trustProxyHops();
    processes = serverProcessCount({ dev, cores: availableParallelism() });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`Invalid port: ${args[portFlag + 1] ?? process.env.PORT}`);
    process.exit(1);
  }
  // Start-up checks run once, here (migrations and seeding are the calling script's, before this).
  const vapid = vapidStartProblem();
  if (vapid) {
    console.error(vapid);
    process.exit(1);
  }
  if (dev) {
    // One process: Next's development server, with the queue's workers inside (instrumentation.ts).
    await serveProcess({
      dev,
      port,
      hops,
      warm: false,
      onListening: () => console.log(readyLine({ port, dev, hops, node: process.version })),
      onFailed: (message) => {
        console.error(message);
        process.exit(1);
      },
    });
  } else {
    const { supervise } = await import("./primary.mjs");
    supervise({ port, hops, processes, queueWorkers: runsQueueWorkers() });
  }
} else {
  // A server process of the primary (server/primary.mjs), which checked the settings.
  const hops = trustProxyHops();
  const listen = new Promise((resolve) => process.on("message", (m) => m?.reach === "listen" && resolve()));
  // The queue process's push outcomes, relayed by the primary (lib/queue/metrics.ts adds them).
  process.on("message", (m) => m?.reach === "push-outcomes" && (globalThis.reachRelayedPushOutcomes = m.totals));
  await serveProcess({
    dev: false,
    port,
    hops,
    warm: true,
    listenWhen: () => {
      process.send({ reach: "warm" });
      return listen;
    },
    onListening: () => process.send({ reach: "listening" }),
    onFailed: (message) => {
      process.send({ reach: "failed", message }, () => process.exit(1));
    },
  });
}
