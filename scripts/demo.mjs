// npm run demo: install, start the embedded Postgres, migrate, seed the demo accounts, build when
// the sources changed, serve on :3000 and print the demo logins. Imports nothing from
// node_modules until the install has run.
import { existsSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";

function installed() {
  if (!existsSync("node_modules/.package-lock.json")) return false;
  return statSync("node_modules/.package-lock.json").mtimeMs >= statSync("package-lock.json").mtimeMs;
}

if (!installed()) {
  // npm install (not npm ci): it installs exactly the locked versions; npm 11's `ci` rejects a
  // lock that, like ours, omits other platforms' optional packages.
  console.log("Installing dependencies (npm install)...");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("./demo-serve.mjs");
