// The bare Next page of `npm run perf` (scripts/lib/perf-baseline.mjs): Turbopack's root is the
// deepest folder holding both the page's temporary folder and the repository it links to, and
// the page's sources use nothing of Reach's.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { commonRoot } from "./perf-baseline.mjs";

test("the common root of two folders", () => {
  expect(commonRoot("/work/main", "/work/bare")).toBe("/work");
  expect(commonRoot("/tmp/reach-perf-baseline", "/work/main")).toBe("/");
  expect(commonRoot("/work/main/scripts", "/work/main")).toBe("/work/main");
  expect(commonRoot("/work/main/", "/work/main")).toBe("/work/main");
  expect(commonRoot("/work/mainly", "/work/main")).toBe("/work");
});

test("the bare page imports nothing: no font, no stylesheet, no component of Reach's", () => {
  const dir = path.join(__dirname, "..", "perf-baseline", "app");
  const files = readdirSync(dir);
  expect(files.sort()).toEqual(["layout.jsx", "page.jsx"]);
  for (const file of files) expect(readFileSync(path.join(dir, file), "utf8")).not.toMatch(/^\s*import\b/m);
});
