// npm run backup [-- FILE]: a compressed, consistent backup of the database (DATABASE_URL, or the
// embedded Postgres) to FILE, by default BACKUP_DIR (or backups/) /reach-<time>.backup
// (docs/product/backups.md). The work is lib/services/backup, run through tsx like the workers.
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
  await run(process.execPath, [...QUEUE_SOURCE_EXEC_ARGV, "scripts/backup-main.ts", "backup", ...process.argv.slice(2)]);
} catch (error) {
  await fail(error);
}
