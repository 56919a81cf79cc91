// The bare Next page that `npm run perf` measures in turns with each screen, so every run prints
// the screens against the framework's floor on the same machine in the same hour (docs/decisions.md
// "Speed is measured against a bare Next page"). Its sources are scripts/perf-baseline/app; it is
// built with this repository's next and react in a folder outside the repository's tree, so none of
// Reach's own files (instrumentation.ts, proxy.ts, next.config.ts) is part of it.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = realpathSync(fileURLToPath(new URL("../..", import.meta.url)));
const SOURCES = path.join(REPO, "scripts", "perf-baseline", "app");
const STYLED_LAYOUT = path.join(REPO, "scripts", "perf-baseline", "styled", "layout.jsx");
const NEXT_BIN = path.join(REPO, "node_modules", "next", "dist", "bin", "next");

/** The stylesheets an HTML page links, in order (the styled bare page copies a member screen's). */
export function stylesheetHrefs(html) {
  return [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\brel="stylesheet"/.test(tag)).map((tag) => tag.match(/\bhref="([^"]+)"/)?.[1]).filter(Boolean);
}

/** A stylesheet without its @font-face rules: their font URLs are relative to the build they came
 * from, and the styled bare page declares Reach's face itself, through next/font as the app does. */
export function withoutFontFaces(css) {
  return css.replace(/@font-face\s*\{[^}]*\}/g, "");
}

/** The deepest folder that holds both paths (Turbopack's root must hold the page and the node_modules it links to). */
export function commonRoot(a, b) {
  const pa = path.resolve(a).split(path.sep);
  const pb = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

function next(args, dir, stdio) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  delete env.NEXT_DIST_DIR; // Reach's own next.config reads it; the bare page builds into its own .next
  return spawn(process.execPath, [NEXT_BIN, ...args], { cwd: dir, env, stdio });
}

/**
 * Builds the bare page in a fresh folder under the system's temporary folder; returns that folder.
 * With `stylesheet` (the CSS a member screen links), the styled variant: the same page with that
 * stylesheet and Reach's preloaded Latin Geist face (scripts/perf-baseline/styled/layout.jsx).
 */
export async function buildBaseline({ stylesheet } = {}) {
  const dir = path.join(realpathSync(os.tmpdir()), stylesheet === undefined ? "reach-perf-baseline" : "reach-perf-baseline-styled");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(SOURCES, path.join(dir, "app"), { recursive: true });
  if (stylesheet !== undefined) {
    cpSync(STYLED_LAYOUT, path.join(dir, "app", "layout.jsx"));
    writeFileSync(path.join(dir, "app", "reach.css"), withoutFontFaces(stylesheet));
    cpSync(path.join(REPO, "app", "fonts", "geist-latin.woff2"), path.join(dir, "app", "geist-latin.woff2"));
  }
  symlinkSync(path.join(REPO, "node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ private: true, type: "module" })}\n`);
  writeFileSync(path.join(dir, "next.config.mjs"), `export default ${JSON.stringify({ turbopack: { root: commonRoot(dir, REPO) } })};\n`);
  await new Promise((resolve, reject) => {
    const build = next(["build"], dir, ["ignore", "ignore", "inherit"]);
    build.on("error", reject);
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the bare Next page's build failed (${code})`))));
  });
  return dir;
}

/** Builds and serves the bare page (or its styled variant) on `port`; resolves when it answers, with its URL and a stop(). */
export async function startBaseline(port, options) {
  const dir = await buildBaseline(options);
  const server = next(["start", "-p", String(port)], dir, ["ignore", "ignore", "inherit"]);
  const url = `http://localhost:${port}/`;
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  const stop = () => new Promise((resolve) => (exited() ? resolve() : (server.once("exit", resolve), server.kill("SIGTERM"))));
  for (let i = 0; i < 120; i++) {
    if (exited()) throw new Error(`the bare Next page's server exited (${server.exitCode ?? server.signalCode})`);
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the bare Next page did not answer on ${url}`);
}
