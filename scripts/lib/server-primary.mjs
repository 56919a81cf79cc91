// The primary of the production server (scripts/server.mjs; docs/decisions.md "Speed of the API
// and the server", record "Server processes"): it loads no Next itself. It starts N HTTP server
// processes sharing the port (node:cluster) and, unless REACH_WORKERS=0, one process for the
// queue's workers (npm run worker's, at a lower CPU priority so a push fan-out cannot starve
// members' requests). It prints the one "ready" line once every server process listens, starts a
// process that dies again (unless it keeps dying), and on SIGTERM or Ctrl-C stops them all
// gracefully before it exits.
import cluster from "node:cluster";
import { fork } from "node:child_process";
import { setPriority } from "node:os";
import { readyLine, restartPolicy } from "./server-processes.mjs";
import { WORKER_EXEC_ARGV, WORKER_MODULE } from "./worker-args.mjs";

/** The queue process's niceness: the OS gives the server processes the CPU first. */
export const QUEUE_NICENESS = 10;
/** Under the 10 s after which scripts/lib/proc.mjs SIGKILLs the server. */
const STOP_LIMIT_MS = 9_500;
const RESTART_DELAY_MS = 1_000;

export function supervise({ port, hops, processes, queueWorkers }) {
  const log = (line) => console.log(`> Reach: ${line}`);
  const servers = new Map(); // cluster worker id -> { warm, listening }
  let started = false;
  let stopping = null;
  let queueChild = null;
  const serverMayRestart = restartPolicy();
  const queueMayRestart = restartPolicy();

  function startServer() {
    const worker = cluster.fork({ REACH_WORKERS: "0" });
    servers.set(worker.id, { warm: false, listening: false });
    worker.on("message", (message) => onMessage(worker, message));
  }

  function onMessage(worker, message) {
    const state = servers.get(worker.id);
    if (!state || typeof message?.reach !== "string") return;
    if (message.reach === "failed") {
      // At the start every process meets the same problem (a taken port): said once.
      if (stopping) return;
      console.error(message.message);
      if (!started) stop(1);
    } else if (message.reach === "warm") {
      state.warm = true;
      // At the start all listen together (connections are dealt round-robin to those listening).
      if (started) worker.send({ reach: "listen" });
      else if ([...servers.values()].every((s) => s.warm)) for (const w of Object.values(cluster.workers)) w.send({ reach: "listen" });
    } else if (message.reach === "listening") {
      state.listening = true;
      if (!started && [...servers.values()].every((s) => s.listening)) {
        started = true;
        console.log(readyLine({ port, hops, node: process.version, processes, queueWorkers }));
      }
    }
  }

  cluster.on("exit", (worker, code, signal) => {
    servers.delete(worker.id);
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
    const child = fork(WORKER_MODULE, [], { execArgv: WORKER_EXEC_ARGV, env: { ...process.env, REACH_QUEUE_PROCESS: "1" } });
    queueChild = child;
    // Its push outcome totals, for the server processes' GET /api/metrics (lib/queue/metrics.ts).
    child.on("message", (message) => {
      if (message?.reach !== "push-outcomes") return;
      for (const worker of Object.values(cluster.workers)) if (worker.isConnected()) worker.send(message);
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
        console.error(`Reach: the queue's workers keep exiting (the last: ${signal ?? `code ${code}`}); jobs wait in the queue until the server is restarted or an npm run worker runs.`);
        return;
      }
      log(`the queue's worker process exited (${signal ?? `code ${code}`}); starting another`);
      setTimeout(() => !stopping && startQueue(), RESTART_DELAY_MS);
    });
  }

  /** Every process gets SIGTERM (jobs and requests in flight finish); those left at the limit get SIGKILL. */
  function stop(code) {
    stopping ??= (async () => {
      const children = [...Object.values(cluster.workers).map((w) => w.process), ...(queueChild ? [queueChild] : [])];
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

  process.once("SIGTERM", () => stop(0));
  process.once("SIGINT", () => stop(0));
  for (let i = 0; i < processes; i++) startServer();
  if (queueWorkers) startQueue();
}
