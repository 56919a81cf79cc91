// npm run dev / npm start: Postgres (DATABASE_URL or embedded), secrets, migrations, then Next.
import { spawn } from "node:child_process";
import { resolveDatabaseUrl } from "./db/database-url.mjs";
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, npmBin } from "./lib/proc.mjs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const port = process.env.PORT ?? "3000";
ensureSecrets();
const db = await resolveDatabaseUrl();
process.env.DATABASE_URL = db.url;
await run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"]);
const next = spawn(npmBin("next"), [mode, "-p", port], { stdio: "inherit", env: process.env });
const stop = async (code) => {
  await db.stop().catch(() => {});
  process.exit(code ?? 0);
};
process.on("SIGINT", () => next.kill("SIGINT"));
process.on("SIGTERM", () => next.kill("SIGTERM"));
next.on("exit", (code) => stop(code));
