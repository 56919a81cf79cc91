// The steps of npm test (scripts/test.mjs runs them once the packages and Chromium are there).
import { resolveDatabaseUrl } from "./db/database-url.mjs";
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, npmBin } from "./lib/proc.mjs";
import { ensurePrismaClient } from "./lib/prisma-client.mjs";
import { shutdown } from "./lib/lifecycle.mjs";

const step = async (name, fn) => {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  await fn();
  console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

ensureSecrets();
let code = 0;
try {
  await step("prisma generate", () => ensurePrismaClient({ force: true }));
  await step("lint", () => run(npmBin("eslint"), [".", "--max-warnings=0"]));
  await step("typecheck", async () => {
    await run(npmBin("next"), ["typegen"]);
    await run(npmBin("tsc"), ["--noEmit"]);
  });
  const db = await resolveDatabaseUrl();
  process.env.DATABASE_URL = db.url;
  await step("jest (unit, ui, integration)", () => run(npmBin("jest"), ["--ci", "--forceExit"]));
  await step("build", () => run("npm", ["run", "build", "--silent"]));
  // Script budgets (docs/decisions.md "Script budgets"): every route's first-load script; an overrun fails npm test, Playwright still runs.
  await step("script budgets", () => run(process.execPath, ["scripts/check-budgets.mjs"])).catch(() => (code = 1));
  await step("playwright (chromium)", () => run(npmBin("playwright"), ["test"]));
  await step("engine smoke (firefox-esr, webkit)", () => run(process.execPath, ["scripts/engines-smoke.mjs"]));
} catch (error) {
  console.error(`\n${error.message}`);
  code = 1;
}
await shutdown(code);
