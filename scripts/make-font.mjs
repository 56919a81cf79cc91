// Makes app/fonts/geist-latin.woff2, the Latin face of Geist that app/fonts.ts preloads (20 kB
// instead of the full 70 kB; docs/decisions.md "Fonts"). Needs Debian's fonttools (apt
// python3-fonttools python3-brotli; run with /usr/bin/python3). Run: node scripts/make-font.mjs
//
// The recipe: the weight axis cut to 400-900 (no screen sets a weight under 400; `bolder` inside
// semibold asks 900), then the Latin subset (the Google Fonts "latin" range) with the features the
// screens use (`tnum` is `tabular-nums`; the stylistic sets and fractions no screen asks for are
// left out). Text at 400-700 renders as with the full file (pixels differ by at most 9 of 255 in
// anti-aliasing). app/fonts.ts's geistLatin declares the same LATIN_RANGE as its unicode-range, and
// geistRest the full file's cmap minus the subset's (next/font wants literal options, so the two
// strings are written out there: change them together with this one).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PYTHON = "/usr/bin/python3";
const SOURCE = "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2";
const OUTPUT = "app/fonts/geist-latin.woff2";
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const FEATURES = "ccmp,locl,liga,kern,mark,mkmk,tnum,pnum,ordn,case";

const work = mkdtempSync(path.join(tmpdir(), "geist-"));
try {
  const cut = path.join(work, "geist-400-900.ttf");
  execFileSync(PYTHON, ["-m", "fontTools.varLib.instancer", SOURCE, "wght=400:900", "-o", cut], { stdio: "inherit" });
  execFileSync(PYTHON, ["-m", "fontTools.subset", cut, `--unicodes=${LATIN_RANGE}`, `--layout-features=${FEATURES}`, "--flavor=woff2", `--output-file=${OUTPUT}`], {
    stdio: "inherit",
  });
  console.log(`wrote ${OUTPUT}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
