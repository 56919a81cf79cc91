// The compile hint on the build's big scripts (scripts/lib/compile-hints.mjs): only scripts of
// 100 KiB or more get it, on their first line, once; smaller scripts, other files and a missing
// build are left alone; the brotli copy made afterwards carries the hinted script.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { precompress } from "../../server/brotli-assets.mjs";
import { addCompileHints, HINT, MIN_BYTES } from "./compile-hints.mjs";

const script = (bytes: number) => `globalThis.ran=(globalThis.ran??0)+1;/*${"x".repeat(bytes)}*/\n`;
let dist: string;
const file = (name: string) => path.join(dist, "static/chunks", name);

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), "reach-hints-"));
  mkdirSync(path.join(dist, "static/chunks/app"), { recursive: true });
  writeFileSync(file("big.js"), script(MIN_BYTES));
  writeFileSync(file("app/nested-big.js"), script(MIN_BYTES + 5000));
  writeFileSync(file("small.js"), script(MIN_BYTES - 200));
  writeFileSync(file("big.css"), `.a{color:red}\n`.repeat(4000));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

test("scripts of 100 KiB or more get the hint on their first line; a smaller script and a stylesheet do not", () => {
  const before = readFileSync(file("big.js"), "utf8");
  const changed = addCompileHints(dist).map((f) => path.relative(dist, f)).sort();
  expect(changed).toEqual(["static/chunks/app/nested-big.js", "static/chunks/big.js"]);
  expect(readFileSync(file("big.js"), "utf8")).toBe(HINT + before);
  expect(HINT).toBe("//# allFunctionsCalledOnLoad\n");
  expect(readFileSync(file("small.js"), "utf8").startsWith("//#")).toBe(false);
  expect(readFileSync(file("big.css"), "utf8").startsWith("//#")).toBe(false);
});

test("a hinted script runs as before", () => {
  addCompileHints(dist);
  const context: { ran?: number } = {};
  vm.runInNewContext(readFileSync(file("big.js"), "utf8"), context);
  expect(context.ran).toBe(1);
});

test("a second run changes nothing, and a missing build is no error", () => {
  addCompileHints(dist);
  const once = readFileSync(file("big.js"), "utf8");
  expect(addCompileHints(dist)).toEqual([]);
  expect(readFileSync(file("big.js"), "utf8")).toBe(once);
  expect(addCompileHints(path.join(dist, "nothing-here"))).toEqual([]);
});

test("the brotli copy made after the hint carries it", async () => {
  addCompileHints(dist);
  await precompress(dist);
  expect(zlib.brotliDecompressSync(readFileSync(file("big.js") + ".br")).toString("utf8").startsWith(HINT)).toBe(true);
});
