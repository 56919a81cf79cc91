// npm run demo: install, generate the Prisma client, start the embedded Postgres, migrate, seed
// the demo accounts, build when the sources changed, serve on :3000 and print the demo logins.
// Imports nothing from node_modules until the install has run.
import { fail, handleExits } from "./lib/lifecycle.mjs";
import { checkDisk, ensureInstalled } from "./lib/preflight.mjs";
import { runOnPinnedNode } from "./lib/node-version.mjs";

handleExits();
try {
  checkDisk();
  ensureInstalled();
  await runOnPinnedNode();
  await import("./demo-serve.mjs");
} catch (error) {
  await fail(error);
}
