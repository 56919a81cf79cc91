// A step of `npm run build` (and of `npm run dev`): bundles the service worker (lib/sw/sw.mjs) with
// esbuild and injects Serwist's precache list into it, written to <distDir>/sw.js and served at
// /sw.js by app/sw.js/route.ts (docs/decisions.md "Offline"). The list is the build's scripts, styles
// and fonts (<distDir>/static, served at /_next/static/) and public/'s sounds, icons, brand mark and
// manifest, each with a revision from its content. Nothing from a CDN. Without a build (the
// development server) the list is empty: the worker still shows pushes.
import { build } from "esbuild";
import { injectManifest } from "@serwist/build";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const started = Date.now();
mkdirSync(distDir, { recursive: true });
const bundled = path.join(distDir, "sw.src.js");
await build({
  entryPoints: ["lib/sw/sw.mjs"],
  bundle: true,
  format: "iife",
  target: ["chrome111", "firefox111", "safari16"],
  minify: true,
  outfile: bundled,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});

const staticDir = path.join(distDir, "static").split(path.sep).join("/");
const hasBuild = existsSync(staticDir);
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(distDir, "sw.js"),
  globDirectory: ".",
  globPatterns: [
    ...(hasBuild ? [`${staticDir}/**/*.{js,css,woff2,woff}`] : []),
    "public/sounds/*.mp3",
    "public/icons/*.png",
    "public/favicon.svg",
    "public/manifest.webmanifest",
  ],
  globIgnores: ["**/*.br", "**/*.map"],
  // Files under static/ carry their content hash in the name: no revision needed.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  modifyURLPrefix: { [`${staticDir}/`]: "/_next/static/", "public/": "/" },
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
rmSync(bundled, { force: true });
for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(`Service worker: ${count} files precached, ${Math.round(size / 1000)} kB (${((Date.now() - started) / 1000).toFixed(1)} s)`);
