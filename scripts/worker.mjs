// npm run worker: a queue process (the job queue's consumer, lib/worker/worker-main.ts as `npm run
// build` made it into plain JavaScript: server/queue-process.mjs) on DATABASE_URL or the embedded
// Postgres, with the same secrets as npm start. Run any number of them. REACH_WORKERS=0 on the
// servers leaves the jobs to these processes. This launcher prepares the database like the demo's
// (scripts/lib); the process it starts is the one npm start's primary forks (server/primary.mjs).
// Without a build, the queue process alone is built first (scripts/build-queue-worker.mjs).
import { fail, handleExits } from "./lib/lifecycle.mjs";
import { ensureInstalled } from "./lib/preflight.mjs";
import { runOnPinnedNode } from "./lib/node-version.mjs";
import { existsSync } from "node:fs";
import { queueBundlePath } from "../server/queue-process.mjs";

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
  if (!existsSync(queueBundlePath())) await run(process.execPath, ["scripts/build-queue-worker.mjs"]);
  await run(process.execPath, [queueBundlePath()]);
} catch (error) {
  await fail(error);
}
