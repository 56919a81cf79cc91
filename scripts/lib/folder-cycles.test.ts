// No folder cycles under lib (docs/decisions.md "One home for the member's write"): the folder
// graph of the real lib/ has none once the known exceptions (KNOWN_EDGES, each removed by another
// branch) are left out, and every known exception still exists, so a stale one is dropped.
import { KNOWN_EDGES, cyclePath, cycles, folderGraph, folderOf, importsOf, readLib, resolveSpecifier } from "./folder-cycles.mjs";

describe("the folder graph", () => {
  it("names lib/<folder>, lib/services/<folder> and top-level files as nodes", () => {
    expect(folderOf("lib/services/journal/save-note.ts")).toBe("lib/services/journal");
    expect(folderOf("lib/domain/fair-streak/member-day.ts")).toBe("lib/domain");
    expect(folderOf("lib/db.ts")).toBe("lib/db");
    expect(folderOf("components/ui/button.tsx")).toBeNull();
  });

  it("reads static, type, re-exported, dynamic and relative imports", () => {
    const text = `import a from "@/lib/x/a";\nimport type { B } from "@/lib/y/b";\nexport { c } from "./c";\nconst d = await import("@/lib/z/d");\nimport "server-only";`;
    expect(importsOf(text)).toEqual(["@/lib/x/a", "@/lib/y/b", "./c", "@/lib/z/d", "server-only"]);
    expect(resolveSpecifier("lib/services/a/x.ts", "../b/y")).toBe("lib/services/b/y");
    expect(resolveSpecifier("lib/a/x.ts", "zod")).toBeNull();
  });

  it("finds a cycle through three folders and says its way", () => {
    const graph = folderGraph({
      "lib/services/a/x.ts": `import { y } from "@/lib/services/b/y";`,
      "lib/services/b/y.ts": `import { z } from "@/lib/services/c/z";`,
      "lib/services/c/z.ts": `import type { X } from "../a/x";\nimport { d } from "@/lib/domain/d";`,
      "lib/domain/d.ts": `import { c } from "@/lib/constants";`,
    });
    const found = cycles(graph);
    expect(found).toEqual([["lib/services/a", "lib/services/b", "lib/services/c"]]);
    expect(cyclePath(graph, found[0])).toEqual(["lib/services/a", "lib/services/b", "lib/services/c", "lib/services/a"]);
  });

  it("leaves a known edge out", () => {
    const files = { "lib/a/x.ts": `import "@/lib/b/y";`, "lib/b/y.ts": `import "@/lib/a/x";` };
    expect(cycles(folderGraph(files, { known: [] }))).toHaveLength(1);
    expect(cycles(folderGraph(files, { known: ["lib/b -> lib/a"] }))).toEqual([]);
  });
});

describe("lib/", () => {
  const files = readLib();

  it("has no folder cycle", () => {
    const graph = folderGraph(files);
    expect(cycles(graph).map((component) => cyclePath(graph, component).join(" -> "))).toEqual([]);
  });

  it("still has every known exception (drop the ones another branch removed)", () => {
    const graph = folderGraph(files, { all: true });
    const present = KNOWN_EDGES.filter((edge) => {
      const [from, to] = edge.split(" -> ");
      return graph.get(from)?.has(to);
    });
    expect(present).toEqual(KNOWN_EDGES);
  });
});
