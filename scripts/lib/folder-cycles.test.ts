// No folder cycles in any source folder (docs/decisions.md "One home for the member's write"):
// lib, components, app, server, scripts, e2e-engines, e2e, tests and the root's files, with no
// exception.
import { SOURCE_ROOTS, cyclePath, cycles, folderGraph, folderOf, importsOf, readSources, resolveSpecifier } from "./folder-cycles.mjs";

describe("the folder graph", () => {
  it("names lib/<folder>, lib/services/<folder> and top-level files as nodes", () => {
    expect(folderOf("lib/services/journal/save-note.ts")).toBe("lib/services/journal");
    expect(folderOf("lib/domain/fair-streak/member-day.ts")).toBe("lib/domain");
    expect(folderOf("lib/db.ts")).toBe("lib/db");
  });

  it("names the first-level folders of components, scripts and e2e-engines, and the other roots whole", () => {
    expect(folderOf("components/ui/button.tsx")).toBe("components/ui");
    expect(folderOf("components/admin/coach/nudge-dialog.tsx")).toBe("components/admin");
    expect(folderOf("scripts/lib/proc.mjs")).toBe("scripts/lib");
    expect(folderOf("scripts/demo.mjs")).toBe("scripts");
    expect(folderOf("e2e-engines/run.mjs")).toBe("e2e-engines");
    expect(folderOf("server/primary.mjs")).toBe("server");
    expect(folderOf("app/(app)/goals/page.tsx")).toBe("app");
    expect(folderOf("proxy.ts")).toBe("proxy");
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

  it("finds a cycle between two roots (scripts and e2e-engines)", () => {
    const graph = folderGraph({ "scripts/engines-smoke.mjs": `import "../e2e-engines/run.mjs";`, "e2e-engines/firefox.mjs": `import { F } from "../scripts/lib/engines.mjs";`, "scripts/lib/engines.mjs": `import "../smoke.mjs";` });
    expect(cycles(graph)).toEqual([["e2e-engines", "scripts", "scripts/lib"]]);
  });
});

describe("the repository's source folders", () => {
  const files = readSources();

  it("are all read", () => {
    const roots = new Set(Object.keys(files).map((file) => file.split("/")[0]));
    for (const root of SOURCE_ROOTS) expect(roots).toContain(root);
    expect(files["proxy.ts"]).toBeDefined();
  });

  it("have no folder cycle", () => {
    const graph = folderGraph(files);
    expect(cycles(graph).map((component) => cyclePath(graph, component).join(" -> "))).toEqual([]);
  });
});
