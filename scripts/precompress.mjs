// The last step of `npm run build`: brotli copies of the build's scripts and stylesheets
// (server/brotli-assets.mjs), in NEXT_DIST_DIR or .next.
import { precompress } from "../server/brotli-assets.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const started = Date.now();
const { files, before, after } = await precompress(distDir);
const kB = (bytes) => `${Math.round(bytes / 1000)} kB`;
console.log(`Brotli copies: ${files} files, ${kB(before)} -> ${kB(after)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
