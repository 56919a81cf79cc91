// The rules of the production server's processes (server/server.mjs; docs/decisions.md "Speed of
// the API and the server", record "Server processes"): how many, what the primary prints, which
// calls warm a process before it takes traffic, and when a process that died is started again.
// Plain Node only (the server runs it unbuilt).

export const MAX_SERVER_PROCESSES = 64;

/**
 * How many HTTP server processes share the port: REACH_SERVER_PROCESSES, else the machine's cores
 * (`cores`, os.availableParallelism()); always 1 for the development server (one compiler).
 */
export function serverProcessCount({ env = process.env, dev = false, cores = 1 } = {}) {
  const raw = env.REACH_SERVER_PROCESSES?.trim();
  if (dev) return 1;
  if (!raw) return Math.max(1, Math.min(cores, MAX_SERVER_PROCESSES));
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > MAX_SERVER_PROCESSES)
    throw new Error(`REACH_SERVER_PROCESSES must be a whole number from 1 to ${MAX_SERVER_PROCESSES} (got "${env.REACH_SERVER_PROCESSES}")`);
  return n;
}

/** Whether the queue's workers run beside the servers: not with REACH_WORKERS=0 (a deployment with `npm run worker`). */
export const runsQueueWorkers = (env = process.env) => env.REACH_WORKERS !== "0";

/** The one "ready" line (scripts/demo-smoke.mjs reads the Node version after "ready on URL (Node "). */
export function readyLine({ port, dev = false, node, hops, processes, queueWorkers }) {
  const address = hops === 0 ? "socket peer" : `${hops} trusted prox${hops === 1 ? "y" : "ies"}`;
  const parts = [`Node ${node}`];
  if (!dev) {
    parts.push(`${processes} server process${processes === 1 ? "" : "es"}`);
    parts.push(queueWorkers ? "queue workers in their own process" : "no queue workers (REACH_WORKERS=0)");
  }
  parts.push(`client address: ${address}`);
  return `> Reach${dev ? " (development)" : ""} ready on http://localhost:${port} (${parts.join("; ")})`;
}

/**
 * The calls a new server process makes to itself before it takes traffic: the dashboard's reads and
 * autosaves, the sign-in screen and the dashboard page, each answered without a session (401, or the
 * page's redirect). The first call of a route loads its compiled code and the next ones let V8
 * optimise the shared path (proxy, handler wrappers, session parsing), so a member's first calls
 * do not pay for it. No sign-in: that would count failed logins for the loopback address.
 * `poolSize` readiness probes at once open the database pool's connections (each a TCP connect and
 * a SCRAM exchange), so the first burst of members does not wait for them (docs/decisions.md
 * "Overload answers fast").
 */
export function warmUpCalls(reads, writes, origin, poolSize = 0) {
  return [
    { method: "GET", path: "/api/health" },
    ...Array.from({ length: poolSize }, () => ({ method: "GET", path: "/api/health/ready" })),
    { method: "GET", path: "/" },
    { method: "GET", path: "/dashboard" },
    ...reads.map((path) => ({ method: "GET", path })),
    ...writes.map((w) => ({ method: "POST", path: w.path, body: JSON.stringify(w.body), headers: { "content-type": "application/json", origin } })),
  ];
}

/**
 * A process that dies after the start is started again, unless `limit` of them died within
 * `windowMs` (a crash loop): then the server stops. Returns whether to start it again.
 */
export function restartPolicy({ limit = 5, windowMs = 60_000 } = {}) {
  const deaths = [];
  return (now = Date.now()) => {
    deaths.push(now);
    while (deaths.length && deaths[0] <= now - windowMs) deaths.shift();
    return deaths.length < limit;
  };
}

/** The kernel's queue of connections not yet accepted, per socket (Linux caps it at net.core.somaxconn). */
export const ACCEPT_BACKLOG = 2048;

/**
 * How a server process listens on the shared port. Production on Linux: each process has its own
 * socket on the port (SO_REUSEPORT, `exclusive` so the cluster's primary does not accept for it);
 * the kernel deals the new connections among them and each process accepts all of its pending ones
 * at every turn of its event loop. Through node:cluster's round-robin the primary handed a process
 * one connection per round trip, a turn of its busy loop each: at twice capacity connections queued
 * in the primary for up to 28 s, out of the overload gate's sight (docs/decisions.md "Overload
 * answers fast"). Elsewhere (SO_REUSEPORT does not deal connections on every system) and in
 * development: the cluster's own sharing. The backlog keeps a burst of connects from being dropped
 * (a dropped SYN costs the client 1 s or more).
 */
export function listenOptions({ port, dev, platform }) {
  return !dev && platform === "linux" ? { port, reusePort: true, exclusive: true, backlog: ACCEPT_BACKLOG } : { port, backlog: ACCEPT_BACKLOG };
}

/** Listening sockets per process with its own sockets (libuv accepts one connection per socket per loop turn). */
export const ACCEPT_SOCKETS = 8;

/** How many sockets a process listens with: ACCEPT_SOCKETS on its own sockets (SO_REUSEPORT), else the one. */
export function acceptSockets(options) {
  return options.reusePort ? ACCEPT_SOCKETS : 1;
}
