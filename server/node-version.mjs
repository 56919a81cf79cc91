// The Node versions the server accepts (docs/decisions.md "Node runtime"): the pinned one in
// .node-version, or OLDEST_NODE or newer for hosts that bring their own. server/server.mjs refuses an
// older one; scripts/lib/node-version.mjs re-runs the scripts on the pinned one.
// Plain Node only: it runs before the packages are installed, on Node 20 too.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The oldest Node Reach still runs on, for hosts that bring their own (pg-boss, puppeteer-core and selenium-webdriver need 22). */
export const OLDEST_NODE = "22.12.0";

export const pinnedNode = (root = process.cwd()) => readFileSync(path.join(root, ".node-version"), "utf8").trim();

const parts = (version) => version.replace(/^v/, "").split(".").map(Number);
export function atLeast(have, want) {
  const [a, b] = [parts(have), parts(want)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/** The one line a host whose Node is too old sees. */
export const tooOldMessage = (version, pinned) =>
  `Reach runs on Node ${pinned} (${OLDEST_NODE} or newer works); this is Node ${version.replace(/^v/, "")}. ` +
  `Run \`npm install\` on this machine (it puts Node ${pinned.split(".")[0]} into node_modules/.bin, which every npm script uses), or install Node ${pinned.split(".")[0]} from https://nodejs.org, then run again.`;
