// npm run worker: the queue's workers as their own process (lib/worker/worker-main.ts), on
// DATABASE_URL or the embedded Postgres, with the same secrets as npm start. Run any number of them.
// REACH_WORKERS=0 on the servers leaves the jobs to these processes.
import { fail, handleExits } from "./lib/lifecycle.mjs";
import { ensureInstalled } from "./lib/preflight.mjs";
import { runOnPinnedNode } from "./lib/node-version.mjs";
import { WORKER_NODE_ARGS } from "./lib/worker-args.mjs";

handleExits();
try {
  ensureInstalled();
  await runOnPinnedNode();
  const { resolveDatabaseUrl } = await import("./db/database-url.mjs");
  const { ensureSecrets } = await import("./lib/secrets.mjs");
  const { run } = await import("./lib/proc.mjs");
  const { ensurePrismaClient } = await import("./lib/prisma-client.mjs");
  ensureSecrets();
  await ensurePrismaClient();
  process.env.DATABASE_URL = (await resolveDatabaseUrl()).url;
  process.env.NODE_ENV ??= "production";
  // As npm start: a worker started first (or alone) finds the tables it works on.
  await run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"]);
  await run(process.execPath, WORKER_NODE_ARGS);
} catch (error) {
  await fail(error);
}
