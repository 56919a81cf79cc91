// Migrates a database to one migration through the project's migrate script (scripts/db), as the
// test template and npm start do: the restore of a backup of Reach's own kind starts with it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function migrateTo(url: string, migration: string): Promise<void> {
  try {
    await run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy", migration], {
      env: { ...process.env, DATABASE_URL: url },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`Migrating the database to ${migration} failed: ${(e.stderr || e.message).trim()}`);
  }
}
