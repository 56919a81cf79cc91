// The production server's process rules (server/processes.mjs; docs/decisions.md
// "Speed of the API and the server", "Server processes").
import net from "node:net";
import { ACCEPT_BACKLOG, ACCEPT_SOCKETS, acceptSockets, listenOptions, MAX_SERVER_PROCESSES, readyLine, restartPolicy, runsQueueWorkers, serverProcessCount, warmUpCalls } from "./processes.mjs";
import { DASHBOARD_READS, DASHBOARD_WRITES } from "./dashboard-calls.mjs";

describe("serverProcessCount", () => {
  it("is the machine's cores by default, 1 for the development server", () => {
    expect(serverProcessCount({ env: {}, cores: 2 })).toBe(2);
    expect(serverProcessCount({ env: {}, cores: 0 })).toBe(1);
    expect(serverProcessCount({ env: {}, cores: 200 })).toBe(MAX_SERVER_PROCESSES);
    expect(serverProcessCount({ env: {}, dev: true, cores: 8 })).toBe(1);
    expect(serverProcessCount({ env: { REACH_SERVER_PROCESSES: "4" }, dev: true, cores: 8 })).toBe(1);
  });

  it("takes REACH_SERVER_PROCESSES", () => {
    expect(serverProcessCount({ env: { REACH_SERVER_PROCESSES: "1" }, cores: 8 })).toBe(1);
    expect(serverProcessCount({ env: { REACH_SERVER_PROCESSES: " 3 " }, cores: 2 })).toBe(3);
    expect(serverProcessCount({ env: { REACH_SERVER_PROCESSES: "" }, cores: 2 })).toBe(2);
  });

  it.each(["0", "-1", "1.5", "two", "65", "1e1"])("refuses %s in one line", (value) => {
    expect(() => serverProcessCount({ env: { REACH_SERVER_PROCESSES: value }, cores: 2 })).toThrow(`REACH_SERVER_PROCESSES must be a whole number from 1 to 64 (got "${value}")`);
  });
});

it("runs the queue's workers unless REACH_WORKERS=0", () => {
  expect(runsQueueWorkers({})).toBe(true);
  expect(runsQueueWorkers({ REACH_WORKERS: "1" })).toBe(true);
  expect(runsQueueWorkers({ REACH_WORKERS: "0" })).toBe(false);
});

describe("readyLine", () => {
  it("says the Node right after the address (demo-smoke reads it there), the processes and the client address", () => {
    const line = readyLine({ port: 3000, hops: 0, node: "v24.21.0", processes: 2, queueWorkers: true });
    expect(line).toBe("> Reach ready on http://localhost:3000 (Node v24.21.0; 2 server processes; queue workers in their own process; client address: socket peer)");
    expect(/ready on \S+ \(Node (v[\d.]+)/.exec(line)?.[1]).toBe("v24.21.0");
    expect(readyLine({ port: 3001, hops: 1, node: "v24.21.0", processes: 1, queueWorkers: false })).toBe(
      "> Reach ready on http://localhost:3001 (Node v24.21.0; 1 server process; no queue workers (REACH_WORKERS=0); client address: 1 trusted proxy)",
    );
    expect(readyLine({ port: 3000, dev: true, hops: 2, node: "v24.21.0" })).toBe("> Reach (development) ready on http://localhost:3000 (Node v24.21.0; client address: 2 trusted proxies)");
  });
});

it("warms every dashboard read and autosave, without signing in", () => {
  const calls = warmUpCalls(DASHBOARD_READS, DASHBOARD_WRITES, "http://127.0.0.1:1234");
  for (const path of DASHBOARD_READS) expect(calls).toContainEqual({ method: "GET", path });
  for (const w of DASHBOARD_WRITES)
    expect(calls).toContainEqual({ method: "POST", path: w.path, body: JSON.stringify(w.body), headers: { "content-type": "application/json", origin: "http://127.0.0.1:1234" } });
  expect(calls.some((c) => /login|register|auth/.test(c.path))).toBe(false);
  // The database pool's connections open before the first member: one readiness probe per connection, at once.
  expect(calls.filter((c) => c.path === "/api/health/ready")).toHaveLength(0);
  expect(warmUpCalls(DASHBOARD_READS, DASHBOARD_WRITES, "http://127.0.0.1:1234", 10).filter((c) => c.path === "/api/health/ready")).toHaveLength(10);
});

it("starts a dead process again unless 5 died within a minute", () => {
  const mayRestart = restartPolicy({ limit: 5, windowMs: 60_000 });
  expect([0, 10_000, 20_000, 30_000].map((t) => mayRestart(t))).toEqual([true, true, true, true]);
  expect(mayRestart(40_000)).toBe(false);
  // The first deaths leave the window: the count falls again.
  expect(restartPolicy({ limit: 2, windowMs: 1_000 })(0)).toBe(true);
  const slow = restartPolicy({ limit: 2, windowMs: 1_000 });
  expect([slow(0), slow(1_500), slow(3_000)]).toEqual([true, true, true]);
});

it("production on Linux: each process its own socket on the port; elsewhere and in development the cluster's sharing", () => {
  expect(listenOptions({ port: 3000, dev: false, platform: "linux" })).toEqual({ port: 3000, reusePort: true, exclusive: true, backlog: ACCEPT_BACKLOG });
  expect(listenOptions({ port: 3000, dev: false, platform: "darwin" })).toEqual({ port: 3000, backlog: ACCEPT_BACKLOG });
  expect(listenOptions({ port: 3000, dev: true, platform: "linux" })).toEqual({ port: 3000, backlog: ACCEPT_BACKLOG });
  // On its own sockets a process listens with several (one accepted connection per socket per loop turn).
  expect(acceptSockets(listenOptions({ port: 3000, dev: false, platform: "linux" }))).toBe(ACCEPT_SOCKETS);
  expect(ACCEPT_SOCKETS).toBeGreaterThan(1);
  expect(acceptSockets(listenOptions({ port: 3000, dev: false, platform: "darwin" }))).toBe(1);
});

const listening = (server: net.Server, options: net.ListenOptions) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options, () => resolve());
  });

(process.platform === "linux" ? it : it.skip)("two processes' sockets share the port, and a plain bind (the primary's check) is refused while they do", async () => {
  const [a, b, probe] = [net.createServer(), net.createServer(), net.createServer()];
  await listening(a, { ...listenOptions({ port: 0, dev: false, platform: "linux" }), host: "127.0.0.1" });
  const { port } = a.address() as net.AddressInfo;
  try {
    await listening(b, { ...listenOptions({ port, dev: false, platform: "linux" }), host: "127.0.0.1" });
    await expect(listening(probe, { port, host: "127.0.0.1", exclusive: true })).rejects.toMatchObject({ code: "EADDRINUSE" });
  } finally {
    await Promise.all([a, b].map((s) => new Promise((resolve) => (s.listening ? s.close(resolve) : resolve(undefined)))));
  }
});
