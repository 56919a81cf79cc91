// npm run dev / npm start: Postgres (DATABASE_URL or embedded), secrets, migrations, then Next.
// Stops what it started on exit, Ctrl-C or error; errors a newcomer can meet are one line.
import { fail, handleExits, UserError } from "./lib/lifecycle.mjs";
import { assertPortFree, checkDisk, ensureInstalled } from "./lib/preflight.mjs";
import { runOnPinnedNode } from "./lib/node-version.mjs";

handleExits();
try {
  checkDisk();
  ensureInstalled();
  await runOnPinnedNode();
  const { existsSync } = await import("node:fs");
  const { resolveDatabaseUrl } = await import("./db/database-url.mjs");
  const { ensureSecrets } = await import("./lib/secrets.mjs");
  const { run, serveNext } = await import("./lib/proc.mjs");
  const { ensurePrismaClient } = await import("./lib/prisma-client.mjs");

  const mode = process.argv[2] === "dev" ? "dev" : "start";
  const port = process.env.PORT ?? "3000";
  if (mode === "start" && !existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`))
    throw new UserError("There is no production build yet: run npm run build first (or npm run demo, which builds when needed).");
  await assertPortFree(port, "Reach");
  ensureSecrets();
  await ensurePrismaClient();
  const db = await resolveDatabaseUrl();
  process.env.DATABASE_URL = db.url;
  await run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"]);
  // The development server's /sw.js (push only: there is no build to precache).
  if (mode === "dev") await run(process.execPath, ["scripts/build-sw.mjs"]);
  serveNext({ mode, port });
} catch (error) {
  await fail(error);
}
