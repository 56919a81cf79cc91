// Small helpers for the run/demo/test scripts.
import { spawn } from "node:child_process";

// Nothing may call out to the internet at run time: no Next.js telemetry.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

export function run(command, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: process.env, ...opts });
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

/** Runs `next <mode>` on the port until it exits or the script is stopped; then stops the database. */
export function serveNext({ mode = "start", port, db, onExit }) {
  const next = spawn(npmBin("next"), [mode, "-p", String(port)], { stdio: "inherit", env: process.env });
  process.on("SIGINT", () => next.kill("SIGINT"));
  process.on("SIGTERM", () => next.kill("SIGTERM"));
  next.on("exit", async (code) => {
    onExit?.();
    await db.stop().catch(() => {});
    process.exit(code ?? 0);
  });
  return next;
}
