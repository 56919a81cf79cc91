// First-load script of each route of a production build, gzipped, against the budgets of docs/decisions.md "Script budgets".
// Read from the build's own per-route chunk list (<distDir>/diagnostics/route-bundle-stats.json,
// written by every `next build`): a route's first-load script is the set of chunks the browser
// fetches before the page is interactive, shared framework chunks included. Chunks loaded later
// (next/dynamic widgets, charts, calendars, celebrations) are not in that list, so routes the
// other issues add are measured without any change here. kB = 1000 bytes, gzip at zlib's default.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Route -> docs/decisions.md "Script budgets"'s goal for its first-load script (gzip bytes): printed next to each figure. */
export const GOALS = { "/": 165_000, "/dashboard": 200_000 };

/**
 * Route -> the most first-load script it may ship today (gzip bytes), enforced by npm test: a
 * ratchet set just above the latest figures (2026-11-23 07:45: login 153.7 kB, dashboard 198.6 kB,
 * after the overlays, the bell's dropdown, the phone menu, date-fns and @date-fns/tz, Radix
 * Checkbox, Label and (login) Tabs, the reset dialog's view, lucide's runtime, next/link and
 * next/dynamic's loader left the first load), so no change can make a page heavier. Lower it as the goals above are reached; never raise it.
 * 2026-11-25 (docs/decisions.md "Script budgets"): dashboard 194.3 kB once the sections below a phone's first screen load after idle.
 * 2026-11-26 (docs/decisions.md "Script budgets"): the other member screens join the ratchet, just above their figures
 * (goals 193.7, calendar 216.1, stats 192.6 kB; profile 200.0 kB once zod left its first load).
 * 2026-11-27 (docs/decisions.md "Script budgets"): dashboard 194.7 kB with the coach's tip and the SMART guide's text after idle.
 * 2026-11-29 (docs/decisions.md "Script budgets"): Turbopack merges chunks under 64 kB (next.config.mjs), so the shell's
 * shared code is one chunk again: login 154.2, dashboard 193.6, goals 192.7, calendar 215.3, stats 191.9, profile 198.9 kB.
 */
export const BUDGETS = { "/": 154_600, "/dashboard": 194_000, "/goals": 193_100, "/calendar": 215_700, "/stats": 192_300, "/profile": 199_300 };

/** A chunk path of the stats file ("<distDir at build time>/static/chunks/x.js") as a file of distDir. */
export function chunkFile(distDir, chunkPath) {
  const normalized = chunkPath.replace(/\\/g, "/");
  const at = normalized.lastIndexOf("static/");
  return path.join(distDir, at >= 0 ? normalized.slice(at) : normalized);
}

/**
 * Sizes each route's first-load script: rows sorted by route, chunks counted once per route
 * (a chunk listed twice is fetched once). `sizeOf(chunkPath)` gives a chunk's gzip bytes.
 */
export function routeSizes(stats, sizeOf) {
  return stats
    .map(({ route, firstLoadChunkPaths }) => {
      const chunks = [...new Set(firstLoadChunkPaths)];
      return { route, chunks: chunks.length, gzipBytes: chunks.reduce((sum, chunk) => sum + sizeOf(chunk), 0) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Each budgeted route's verdict; a budgeted route missing from the build fails too. */
export function checkBudgets(rows, budgets = BUDGETS) {
  return Object.entries(budgets).map(([route, limit]) => {
    const row = rows.find((r) => r.route === route);
    if (!row) return { route, limit, gzipBytes: null, ok: false, reason: "not in the build" };
    const ok = row.gzipBytes <= limit;
    return { route, limit, gzipBytes: row.gzipBytes, ok, reason: ok ? "" : `over by ${kB(row.gzipBytes - limit)}` };
  });
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Reads the build in distDir: the rows of every route (throws when the build is missing). */
export function readBuild(distDir) {
  const file = path.join(distDir, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run a production build first (npm run build)`);
  const stats = JSON.parse(readFileSync(file, "utf8"));
  const cache = new Map();
  const sizeOf = (chunk) => {
    if (!cache.has(chunk)) cache.set(chunk, gzipSync(readFileSync(chunkFile(distDir, chunk))).length);
    return cache.get(chunk);
  };
  return routeSizes(stats, sizeOf);
}
