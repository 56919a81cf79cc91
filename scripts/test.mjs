// npm test: lint, types, unit + ui + integration (real Postgres), then Playwright in Chromium
// against a production build. With DATABASE_URL unset, the embedded Postgres is used.
// Works as the first command on a fresh clone: installs the packages when they are missing or
// stale and Debian's Chromium when /usr/bin/chromium is missing (imports nothing from
// node_modules until then).
import { fail, handleExits } from "./lib/lifecycle.mjs";
import { checkDisk, ensureChromium, ensureInstalled } from "./lib/preflight.mjs";
import { runOnPinnedNode } from "./lib/node-version.mjs";

handleExits();
try {
  checkDisk();
  ensureInstalled();
  await runOnPinnedNode();
  ensureChromium();
  await import("./test-steps.mjs");
} catch (error) {
  await fail(error);
}
