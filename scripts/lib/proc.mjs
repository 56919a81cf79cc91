// Small helpers for the run/demo/test scripts: child processes that are stopped with the script.
import { spawn } from "node:child_process";
import { onCleanup, shutdown } from "./lifecycle.mjs";
import { SERVER_NODE_FLAGS } from "../../server/node-flags.mjs";

// Nothing may call out to the internet at run time: no Next.js telemetry.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const running = new Set();
// Registered at import, before the database's cleanup: `processes` makes it run first all the same.
onCleanup(() => Promise.all([...running].map((child) => stopChild(child))), { processes: true });

/** SIGTERM, then SIGKILL after 10 s; resolves when the child is gone. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function track(child) {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

export function run(command, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { stdio: "inherit", env: process.env, ...opts }));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

export const npmBin = (name) => `node_modules/.bin/${name}`;

export async function migrateAndSeed(env = process.env) {
  await run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"], { env });
  await run(npmBin("tsx"), ["prisma/seed.ts"], { env });
}

/**
 * Runs Next (production build, or `mode: "dev"`) on the port through server/server.mjs, which sets
 * the client address from the socket, until it exits or the script is stopped (which stops the database too).
 */
export function serveNext({ mode = "start", port, onExit }) {
  const args = [...SERVER_NODE_FLAGS, "server/server.mjs", ...(mode === "dev" ? ["--dev"] : []), "-p", String(port)];
  const next = track(spawn(process.execPath, args, { stdio: "inherit", env: process.env }));
  next.on("exit", (code) => {
    onExit?.();
    shutdown(code ?? 0);
  });
  return next;
}
