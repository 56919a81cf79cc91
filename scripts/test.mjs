// npm test: lint, types, unit + ui + integration (real Postgres), then Playwright in Chromium
// against a production build. With DATABASE_URL unset, the embedded Postgres is used.
import { resolveDatabaseUrl } from "./db/database-url.mjs";
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, npmBin } from "./lib/proc.mjs";

const step = async (name, fn) => {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  await fn();
  console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

ensureSecrets();
let db;
let code = 0;
try {
  await step("prisma generate", () => run("npm", ["run", "db:generate", "--silent"]));
  await step("lint", () => run(npmBin("eslint"), [".", "--max-warnings=0"]));
  await step("typecheck", async () => {
    await run(npmBin("next"), ["typegen"]);
    await run(npmBin("tsc"), ["--noEmit"]);
  });
  db = await resolveDatabaseUrl();
  process.env.DATABASE_URL = db.url;
  await step("jest (unit, ui, integration)", () => run(npmBin("jest"), ["--ci", "--forceExit"]));
  await step("build", () => run("npm", ["run", "build", "--silent"]));
  await step("playwright (chromium)", () => run(npmBin("playwright"), ["test"]));
} catch (error) {
  console.error(`\n${error.message}`);
  code = 1;
} finally {
  await db?.stop();
}
process.exit(code);
