// The work of npm run backup / npm run restore (scripts/backup.mjs, scripts/restore.mjs), which
// resolve DATABASE_URL first. Messages name what to do next (docs/product/backups.md).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { backupName, backupToFile } from "@/lib/services/backup/backup-to-file";
import { restoreFromFile } from "@/lib/services/backup/restore-from-file";

const url = process.env.DATABASE_URL!;
const [command, ...args] = process.argv.slice(2);

function where(u: string) {
  const parsed = new URL(u);
  return `${parsed.hostname}:${parsed.port || 5432}/${parsed.pathname.slice(1)}`;
}

async function backup() {
  const file = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.join(process.env.BACKUP_DIR || "backups", backupName(new Date())));
  await mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  const r = await backupToFile(url, file);
  const what = r.kind === "pg_dump" ? "pg_dump custom format" : `Reach's own format, ${r.tables} tables, ${r.rows} rows`;
  console.log(`Backup written: ${path.relative(process.cwd(), r.file)} (${what}, ${(r.bytes / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`);
}

async function restore() {
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("Usage: npm run restore -- FILE [--yes]");
  if (!args.includes("--yes")) {
    if (!process.stdin.isTTY) throw new Error("Restore asks for a confirmation: run it in a terminal, or pass --yes.");
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Restore ${file} into the database ${where(url)}? It must be empty. Type yes to go on: `);
    rl.close();
    if (answer.trim().toLowerCase() !== "yes") {
      console.log("Nothing restored.");
      return;
    }
  }
  const started = Date.now();
  const r = await restoreFromFile(url, path.resolve(file));
  const what = r.kind === "pg_dump" ? "with pg_restore" : `${r.rows} rows, at migration ${r.migration}`;
  console.log(`Restored ${file} into ${where(url)} (${what}, ${((Date.now() - started) / 1000).toFixed(1)} s). npm start applies any newer migrations.`);
}

try {
  if (command === "backup") await backup();
  else if (command === "restore") await restore();
  else throw new Error(`Unknown command ${command}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
