// npm run restore -- FILE [--yes]: restores a backup (npm run backup) into an empty database
// (DATABASE_URL, or the embedded Postgres; REACH_DATA_DIR gives it a fresh folder) after a
// confirmation, which --yes answers for scripts (docs/product/backups.md). The work is
// lib/services/backup, run through tsx like the workers.
import { fail, handleExits } from "./lib/lifecycle.mjs";
import { ensureInstalled } from "./lib/preflight.mjs";
import { runOnPinnedNode } from "./lib/node-version.mjs";
import { QUEUE_SOURCE_EXEC_ARGV } from "../server/queue-process.mjs";

handleExits();
try {
  ensureInstalled();
  await runOnPinnedNode();
  const { resolveDatabaseUrl } = await import("./db/database-url.mjs");
  const { run } = await import("./lib/proc.mjs");
  process.env.DATABASE_URL = (await resolveDatabaseUrl()).url;
  await run(process.execPath, [...QUEUE_SOURCE_EXEC_ARGV, "scripts/backup-main.ts", "restore", ...process.argv.slice(2)]);
} catch (error) {
  await fail(error);
}
