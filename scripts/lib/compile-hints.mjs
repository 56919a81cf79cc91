// V8's explicit compile hint for the build's big scripts (docs/decisions.md "Big scripts
// compile while they download"): `//# allFunctionsCalledOnLoad` on the first line tells Chromium
// (136 and later) to compile every function of the file on the background thread that streams the
// script in, instead of compiling each one lazily on the main thread the first time it runs. Next
// runs nearly all of its framework chunks' functions at start (React's own module alone took 50 ms
// of the main thread at 4x CPU), so that work leaves the main thread. Only scripts of 100 KiB or more
// get it: Next's framework chunks (React DOM, the router) and the big libraries loaded later. Chromium
// streams scripts from 30 KiB, but hinting those between 30 and 100 KiB too gained nothing
// measurable, at 23 bytes of gzip each; under 30 KiB a script is compiled on the main thread either
// way. Other browsers read the line as a comment. `npm run build` runs this before the brotli copies.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const HINT = "//# allFunctionsCalledOnLoad\n";
/** The smallest script that gets the hint. */
export const MIN_BYTES = 100 * 1024;

/** Prepends the hint to every script of `<distDir>/static/chunks` of MIN_BYTES or more; returns those it changed. */
export function addCompileHints(distDir) {
  const dir = path.join(distDir, "static", "chunks");
  if (!existsSync(dir)) return [];
  const changed = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file, "utf8");
    if (source.startsWith(HINT)) continue;
    writeFileSync(file, HINT + source);
    changed.push(file);
  }
  return changed;
}
