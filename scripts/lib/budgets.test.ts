// The script budgets of docs/decisions.md "Script budgets": each route's first-load script is the gzip sum of its distinct
// first-load chunks; a budgeted route over its limit, or missing from the build, fails.
import { BUDGETS, GOALS, checkBudgets, chunkFile, routeSizes } from "./budgets.mjs";

const stats = [
  { route: "/dashboard", firstLoadChunkPaths: [".next/static/chunks/a.js", ".next/static/chunks/b.js", ".next/static/chunks/a.js"] },
  { route: "/", firstLoadChunkPaths: [".next/static/chunks/a.js"] },
  { route: "/widgets-new", firstLoadChunkPaths: [".next/static/chunks/c.js"] },
];
const sizes: Record<string, number> = { "a.js": 120_000, "b.js": 70_000, "c.js": 1 };
const sizeOf = (chunk: string) => sizes[chunk.split("/").pop()!];

test("sums each route's distinct chunks and lists every route of the build, sorted", () => {
  expect(routeSizes(stats, sizeOf)).toEqual([
    { route: "/", chunks: 1, gzipBytes: 120_000 },
    { route: "/dashboard", chunks: 2, gzipBytes: 190_000 },
    { route: "/widgets-new", chunks: 1, gzipBytes: 1 },
  ]);
});

test("goals: login <= 165 kB and dashboard <= 200 kB gzip (kB = 1000 bytes); the enforced ratchet never above the figures it landed at", () => {
  expect(GOALS).toEqual({ "/": 165_000, "/dashboard": 200_000 });
  expect(BUDGETS["/"]).toBeLessThanOrEqual(155_000);
  expect(BUDGETS["/dashboard"]).toBeLessThanOrEqual(195_000);
  expect(BUDGETS["/profile"]).toBeLessThanOrEqual(201_000);
  expect(BUDGETS["/goals"]).toBeLessThanOrEqual(194_500);
  expect(BUDGETS["/calendar"]).toBeLessThanOrEqual(217_000);
  expect(BUDGETS["/stats"]).toBeLessThanOrEqual(193_500);
  const rows = routeSizes(stats, sizeOf);
  expect(checkBudgets(rows, GOALS).every((v) => v.ok)).toBe(true);
  const over = checkBudgets([{ route: "/", chunks: 1, gzipBytes: 165_001 }, { route: "/dashboard", chunks: 1, gzipBytes: 200_000 }], GOALS);
  expect(over).toEqual([
    { route: "/", limit: 165_000, gzipBytes: 165_001, ok: false, reason: "over by 0.0 kB" },
    { route: "/dashboard", limit: 200_000, gzipBytes: 200_000, ok: true, reason: "" },
  ]);
});

test("a budgeted route missing from the build fails", () => {
  expect(checkBudgets([{ route: "/", chunks: 1, gzipBytes: 1 }])).toContainEqual(
    expect.objectContaining({ route: "/dashboard", ok: false, reason: "not in the build" }),
  );
});

test("chunk paths name the build folder they were built in; they resolve inside the folder given", () => {
  expect(chunkFile(".next-perf", ".next-perf/static/chunks/x.js")).toBe(".next-perf/static/chunks/x.js");
  expect(chunkFile("/tmp/copy", ".next/static/chunks/x.js")).toBe("/tmp/copy/static/chunks/x.js");
  expect(chunkFile(".next", "static/chunks/x.js")).toBe(".next/static/chunks/x.js");
});
