// The bare Next page of `npm run perf` (scripts/lib/perf-baseline.mjs): Turbopack's root is the
// deepest folder holding both the page's temporary folder and the repository it links to, and
// the page's sources use nothing of Reach's; its styled variant adds only a screen's stylesheets and
// the Latin Geist face.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { commonRoot, stylesheetHrefs, withoutFontFaces } from "./perf-baseline.mjs";

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

test("the styled variant imports only the copied stylesheet and the local font", () => {
  const source = readFileSync(path.join(__dirname, "..", "perf-baseline", "styled", "layout.jsx"), "utf8");
  const imports = [...source.matchAll(/^\s*import\s+(?:[\w{}\s,]+from\s+)?"([^"]+)"/gm)].map((m) => m[1]);
  expect(imports).toEqual(["next/font/local", "./reach.css"]);
});

test("the styled variant's font has app/fonts.ts's options for the Latin face (next/font takes literals, so they are written twice)", () => {
  const styled = readFileSync(path.join(__dirname, "..", "perf-baseline", "styled", "layout.jsx"), "utf8");
  const app = readFileSync(path.join(__dirname, "..", "..", "app", "fonts.ts"), "utf8");
  const latin = app.slice(app.indexOf("export const geistLatin ="), app.indexOf("export const geistLatinSwap"));
  for (const option of ["variable", "weight", "display", "adjustFontFallback"]) {
    const value = (source: string) => source.match(new RegExp(`\\b${option}: ([^,\\n})]+)`))?.[1]?.trim();
    expect(value(latin)).toBeDefined();
    expect(value(styled)).toBe(value(latin));
  }
  expect(latin).toMatch(/src: "\.\/fonts\/geist-latin\.woff2"/);
  expect(styled).toMatch(/src: "\.\/geist-latin\.woff2"/);
});

test("the stylesheets a page links, in order; preloads and icons are not stylesheets", () => {
  const html =
    '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="x" data-precedence="next"/><link rel="preload" as="style" href="/b.css"/>' +
    '<link href="/_next/static/chunks/c.css" rel="stylesheet"/><link rel="icon" href="/favicon.svg"/></head>';
  expect(stylesheetHrefs(html)).toEqual(["/_next/static/chunks/a.css", "/_next/static/chunks/c.css"]);
  expect(stylesheetHrefs("<p>no links</p>")).toEqual([]);
});

test("the copied stylesheet keeps its rules and loses the build's @font-face rules", () => {
  const css = '@font-face{font-family:geistLatin;src:url(../media/geist_latin.woff2)format("woff2");font-display:optional}.AP3_variable{--font-geist-sans:"geistLatin"}\n@font-face { font-family: x; src: url(../media/x.woff2) }.p-4{padding:1rem}';
  expect(withoutFontFaces(css)).toBe('.AP3_variable{--font-geist-sans:"geistLatin"}\n.p-4{padding:1rem}');
});
