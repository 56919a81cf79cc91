// The primary of the production server (server/server.mjs; docs/decisions.md "Speed of the API
// and the server", record "Server processes"): it loads no Next itself. It starts N HTTP server
// processes sharing the port (node:cluster; Node calls them cluster "workers", this code never
// does) and, unless REACH_WORKERS=0, one queue process: the job queue's consumer, the plain
// JavaScript `npm run build` made (server/queue-process.mjs), at a lower CPU priority so a push
// fan-out cannot starve members' requests. It prints the one "ready" line once every server process listens, starts a
// process that dies again (unless it keeps dying), and on SIGTERM or Ctrl-C stops them all
// gracefully before it exits.
import cluster from "node:cluster";
import { fork } from "node:child_process";
import net from "node:net";
import { setPriority } from "node:os";
import { readyLine, restartPolicy } from "./processes.mjs";
import { existsSync } from "node:fs";
import { queueBundlePath } from "./queue-process.mjs";

/** The queue process's niceness: the OS gives the server processes the CPU first. */
export const QUEUE_NICENESS = 10;
/** Under the 10 s after which scripts/lib/proc.mjs SIGKILLs the server. */
const STOP_LIMIT_MS = 9_500;
const RESTART_DELAY_MS = 1_000;

export function supervise({ port, hops, processes, queueWorkers }) {
  const log = (line) => console.log(`> Reach: ${line}`);
  const servers = new Map(); // server process (cluster) id -> { warm, listening }
  let started = false;
  let stopping = null;
  let queueChild = null;
  const serverMayRestart = restartPolicy();
  const queueMayRestart = restartPolicy();

  function startServer() {
    const server = cluster.fork({ REACH_WORKERS: "0" });
    servers.set(server.id, { warm: false, listening: false });
    server.on("message", (message) => onMessage(server, message));
  }

  /** Every server process of the cluster (the ones Node lists as cluster.workers). */
  const serverProcesses = () => Object.values(cluster.workers);

  function onMessage(server, message) {
    const state = servers.get(server.id);
    if (!state || typeof message?.reach !== "string") return;
    if (message.reach === "failed") {
      // At the start every process meets the same problem (a taken port): said once.
      if (stopping) return;
      console.error(message.message);
      if (!started) stop(1);
    } else if (message.reach === "warm") {
      state.warm = true;
      // At the start all listen together (connections are dealt round-robin to those listening).
      if (started) server.send({ reach: "listen" });
      else if ([...servers.values()].every((s) => s.warm)) for (const other of serverProcesses()) other.send({ reach: "listen" });
    } else if (message.reach === "listening") {
      state.listening = true;
      if (!started && [...servers.values()].every((s) => s.listening)) {
        started = true;
        console.log(readyLine({ port, hops, node: process.version, processes, queueWorkers }));
      }
    }
  }

  cluster.on("exit", (server, code, signal) => {
    servers.delete(server.id);
    if (stopping) return;
    if (!started) {
      console.error(`Reach could not start: a server process exited (${signal ?? `code ${code}`}).`);
      return stop(1);
    }
    if (!serverMayRestart()) {
      console.error(`Reach stops: server processes keep exiting (the last: ${signal ?? `code ${code}`}).`);
      return stop(1);
    }
    log(`a server process exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(() => !stopping && startServer(), RESTART_DELAY_MS);
  });

  function startQueue() {
    const child = fork(queueBundle, [], { execArgv: [], env: { ...process.env, REACH_QUEUE_PROCESS: "1" } });
    queueChild = child;
    // Its push outcome totals, for the server processes' GET /api/metrics (lib/queue/metrics.ts).
    child.on("message", (message) => {
      if (message?.reach !== "push-outcomes") return;
      for (const server of serverProcesses()) if (server.isConnected()) server.send(message);
    });
    try {
      setPriority(child.pid, QUEUE_NICENESS);
    } catch {
      // not allowed here: it runs at the same priority
    }
    child.on("exit", (code, signal) => {
      if (queueChild === child) queueChild = null;
      if (stopping) return;
      if (!queueMayRestart()) {
        console.error(`Reach: the queue process keeps exiting (the last: ${signal ?? `code ${code}`}); jobs wait in the queue until the server is restarted or an npm run worker runs.`);
        return;
      }
      log(`the queue process exited (${signal ?? `code ${code}`}); starting another`);
      setTimeout(() => !stopping && startQueue(), RESTART_DELAY_MS);
    });
  }

  /** Every process gets SIGTERM (jobs and requests in flight finish); those left at the limit get SIGKILL. */
  function stop(code) {
    stopping ??= (async () => {
      const children = [...serverProcesses().map((server) => server.process), ...(queueChild ? [queueChild] : [])];
      const gone = children.map((child) =>
        child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once("exit", resolve)),
      );
      for (const child of children) child.kill("SIGTERM");
      const timer = setTimeout(() => children.forEach((child) => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL")), STOP_LIMIT_MS);
      await Promise.all(gone);
      clearTimeout(timer);
      process.exit(code);
    })();
    return stopping;
  }

  // The queue process runs what `npm run build` made: a build from before it existed is refused here.
  const queueBundle = queueBundlePath();
  if (queueWorkers && !existsSync(queueBundle)) {
    console.error(`Reach could not start: the queue process is not built (${queueBundle}). Run \`npm run build\`.`);
    process.exit(1);
  }
  process.once("SIGTERM", () => stop(0));
  process.once("SIGINT", () => stop(0));
  // Each server process has its own socket on the port (SO_REUSEPORT, http-process.mjs
  // listenOptions), which another server of the same user could join: the port is first bound
  // here alone, so a port already served (by anything) is refused instead of shared.
  const probe = net.createServer();
  probe.once("error", (error) => {
    console.error(`Reach could not listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  probe.listen({ port, exclusive: true }, () =>
    probe.close(() => {
      for (let i = 0; i < processes; i++) startServer();
      if (queueWorkers) startQueue();
    }),
  );
}
