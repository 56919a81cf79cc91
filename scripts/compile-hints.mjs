// A step of `npm run build`, before the brotli copies: the compile hint on the build's big scripts
// (scripts/lib/compile-hints.mjs), in NEXT_DIST_DIR or .next.
import { addCompileHints } from "./lib/compile-hints.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
console.log(`Compile hints: ${addCompileHints(distDir).length} scripts`);
