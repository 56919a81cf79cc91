// CPU time per request for npm run bench (docs/decisions.md "How the benchmark warms up and how long it measures"): wall-clock req/s on a shared 2-core machine
// depends on what else runs; the CPU a request costs the server process and its Postgres
// backends does not. Reads utime + stime from /proc (Linux only; elsewhere the figures are null).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMsOf(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // gone (a backend closed): its time is lost, a small undercount
  }
}

/** The pid listening on `port` (the Next server), or null. */
function listenerPid(port) {
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    return Number(/pid=(\d+)/.exec(out)?.[1]) || null;
  } catch {
    return null;
  }
}

/**
 * A meter for the server on `port` and the Postgres backends connected to `databaseUrl`'s
 * database: `sample()` returns { server, postgres } CPU ms since the previous sample.
 */
export async function cpuMeter(port, databaseUrl) {
  const server = listenerPid(port);
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null;
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await admin?.connect().catch(() => null);
  async function backends() {
    if (!admin || !database) return [];
    const { rows } = await admin.query("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [database]).catch(() => ({ rows: [] }));
    return rows.map((r) => r.pid);
  }
  async function read() {
    const pids = await backends();
    return { server: server ? cpuMsOf(server) : null, postgres: new Map(pids.map((pid) => [pid, cpuMsOf(pid)])) };
  }
  let last = await read();
  return {
    available: server !== null,
    async sample() {
      const now = await read();
      let postgres = 0;
      for (const [pid, ms] of now.postgres) postgres += ms - (last.postgres.get(pid) ?? 0);
      const result = { server: server === null ? null : now.server - last.server, postgres: database ? postgres : null };
      last = now;
      return result;
    },
    close: () => admin?.end().catch(() => {}),
  };
}
