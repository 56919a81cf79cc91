// Folder cycles in every source folder (docs/decisions.md "One home for the member's write"): the
// import graph of the repository's own code at folder level, with an edge for every import between
// two nodes, type imports included. Nodes: lib/<a> and lib/services/<b> (a file directly in lib/
// is its own node, e.g. lib/db); components/<a>, scripts/<a> and e2e-engines/<a> (the files
// directly in scripts/ or e2e-engines/ are one node each: "scripts", "e2e-engines"); app, server,
// e2e and tests are one node each, and a file at the root (proxy.ts) is its own. A cycle means
// two folders each need the other: neither can be read, moved or tested alone. There are no
// exceptions. `node scripts/lib/folder-cycles.mjs` prints the cycles; its jest test fails on one.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The folders whose code is read (node_modules, builds and generated code are not ours). */
export const SOURCE_ROOTS = ["lib", "components", "app", "server", "scripts", "e2e-engines", "e2e", "tests"];
/** The roots whose first-level folders are nodes of their own. */
const SPLIT = new Set(["components", "scripts", "e2e-engines"]);

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /\.test\.[a-z]+$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** The node a repo-relative path ("lib/services/member-write/award-points.ts", "components/ui/button.tsx", "proxy.ts") belongs to. */
export function folderOf(relative) {
  const parts = relative.split("/");
  const [root] = parts;
  if (parts.length === 1) return root.replace(/\.[^.]+$/, "");
  if (root === "lib") {
    if (parts.length === 2) return `lib/${parts[1].replace(/\.[^.]+$/, "")}`;
    if (parts[1] === "services" && parts.length > 3) return `lib/services/${parts[2]}`;
    return `lib/${parts[1]}`;
  }
  if (SPLIT.has(root) && parts.length > 2) return `${root}/${parts[1]}`;
  return root;
}

/** The import specifiers of a source text (static, dynamic, re-exports, require). */
export function importsOf(text) {
  return [...text.matchAll(IMPORT)].map((m) => m[1]);
}

/** A specifier of `fromFile` (repo-relative) as a repo-relative path, or null for a package. */
export function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

/** Folder edges from files: { "repo/relative/path.ts": "source text" }. */
export function folderGraph(files) {
  const graph = new Map();
  for (const [file, text] of Object.entries(files)) {
    const from = folderOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of importsOf(text)) {
      const target = resolveSpecifier(file, specifier);
      const to = target && folderOf(target);
      if (to && to !== from && to !== "lib/generated" && to !== "node_modules") graph.get(from).add(to);
    }
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
export function cycles(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) !== order.get(node)) return;
    const component = [];
    let top;
    do {
      top = stack.pop();
      onStack.delete(top);
      component.push(top);
    } while (top !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The import path from `from` back to `from` inside a component, for the message (BFS). */
export function cyclePath(graph, component) {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const way = [start];
        for (let at = node; at !== start; at = previous.get(at)) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

/** Every source file of the SOURCE_ROOTS with its text (generated code, type declarations and tests excepted: a test is no module's dependency). */
export function readSources(root = ROOT) {
  const files = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative !== "lib/generated" && entry.name !== "node_modules") walk(relative);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) files[relative] = fs.readFileSync(path.join(root, relative), "utf8");
    }
  };
  for (const dir of SOURCE_ROOTS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files[entry.name] = fs.readFileSync(path.join(root, entry.name), "utf8");
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const graph = folderGraph(readSources());
  const found = cycles(graph);
  for (const component of found) console.log(`cycle: ${cyclePath(graph, component).join(" -> ")} (folders: ${component.join(", ")})`);
  if (!found.length) console.log(`no folder cycles in ${SOURCE_ROOTS.join(", ")} and the root's files`);
  process.exitCode = found.length ? 1 : 0;
}
