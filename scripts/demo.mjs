// npm run demo: install, generate the Prisma client, start the embedded Postgres, migrate, seed
// the demo accounts, build when the sources changed, serve on :3000 and print the demo logins.
// Imports nothing from node_modules until the install has run.
import { fail, handleExits } from "./lib/lifecycle.mjs";
import { checkDisk, checkNode, ensureInstalled } from "./lib/preflight.mjs";

handleExits();
try {
  checkNode();
  checkDisk();
  ensureInstalled();
  await import("./demo-serve.mjs");
} catch (error) {
  await fail(error);
}
