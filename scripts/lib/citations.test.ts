// The docs and the code comments cite what exists, and the code cites no issue by its number
// (scripts/lib/citations.mjs): a path cited in docs/ or in a comment that was moved or deleted,
// or an issue number written into the code, fails here with its file and line.
import { ISSUE_NUMBER, citedPaths, commentOf, pathExists, problems } from "./citations.mjs";

describe("reading citations", () => {
  it("finds repository paths in prose, backticks and links, without anchors or punctuation", () => {
    expect(citedPaths("see `lib/api/handler.ts`, and docs/decisions.md#the-job-queue.")).toEqual(["lib/api/handler.ts", "docs/decisions.md"]);
    expect(citedPaths("[docs/product/](docs/product/README.md) and app/(app)/layout.tsx")).toEqual(["docs/product/", "docs/product/README.md", "app/(app)/layout.tsx"]);
    expect(citedPaths("(components/shell/navigation) and app/api/[...path]/route.ts")).toEqual(["components/shell/navigation", "app/api/[...path]/route.ts"]);
    expect(citedPaths("https://example.com/lib/x.ts and lib/<a> and @/lib/db")).toEqual([]);
    expect(citedPaths("proxy.ts runs first; README.md says so")).toEqual(["proxy.ts", "README.md"]);
  });

  it("reads only the comment part of a line of code", () => {
    expect(commentOf(`const a = "lib/x.ts"; // reads lib/db.ts`)).toBe("// reads lib/db.ts");
    expect(commentOf(` * lib/db.ts holds the pool`)).toBe("* lib/db.ts holds the pool");
    expect(commentOf(`fetch("http://localhost/api")`)).toBe("");
  });

  it("accepts a module cited without its extension, a spec by its feature name, a glob and a family of files", () => {
    expect(pathExists("lib/api/handler")).toBe(true);
    expect(pathExists("e2e/journal-daily")).toBe(true);
    expect(pathExists("components/ui/lazy-*.tsx")).toBe(true);
    expect(pathExists("components/ui/lazy-")).toBe(true);
    expect(pathExists("lib/services/push/send-push.ts")).toBe(false);
    expect(pathExists("lib/generated/prisma/client.ts")).toBe(true);
  });

  it("knows an issue number when it sees one", () => {
    const cite = (n: string) => ["iss", "ue ", n].join("");
    expect(ISSUE_NUMBER.test(`(${cite("16")})`)).toBe(true);
    expect(ISSUE_NUMBER.test(`// ${cite("14")} item 3`.replace("i", "I"))).toBe(true);
    expect(ISSUE_NUMBER.test("an issue with the tracker")).toBe(false);
  });
});

describe("the tree", () => {
  const { missing, issues } = problems();

  it("has every path that docs/ and the code comments cite", () => {
    expect(missing.map((m) => `${m.file}:${m.line}: ${m.cited}`)).toEqual([]);
  });

  it("cites no issue by its number in the code (cite the docs/decisions.md topic or the docs/product section)", () => {
    expect(issues.map((m) => `${m.file}:${m.line}: ${m.text}`)).toEqual([]);
  });
});
