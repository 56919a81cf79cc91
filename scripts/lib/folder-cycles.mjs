// Folder cycles under lib/ (docs/decisions.md "One home for the member's write"): the import graph
// of lib/** at folder level, lib/<a> and lib/services/<b> as nodes (a file directly in lib/ is
// its own node, e.g. lib/db), with an edge for every import between two nodes, type imports
// included. A cycle means two folders each need the other: neither can be read, moved or tested
// alone. `node scripts/lib/folder-cycles.mjs` prints the cycles; its jest test fails on one.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Imports the lead knows close a cycle and that another branch removes: left out of the graph.
 * Each entry is an edge "from -> to"; drop it once the branch that removes it is merged (the
 * test then says the edge is gone, so a stale exception cannot hide a new cycle).
 */
export const KNOWN_EDGES = [];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /\.test\.[a-z]+$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** The node a lib-relative path ("services/points/x.ts", "db.ts") belongs to, or null outside lib. */
export function folderOf(relative) {
  const parts = relative.split("/");
  if (parts[0] !== "lib") return null;
  if (parts.length === 2) return `lib/${parts[1].replace(/\.[^.]+$/, "")}`;
  if (parts[1] === "services" && parts.length > 3) return `lib/services/${parts[2]}`;
  return `lib/${parts[1]}`;
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

/** Folder edges from files: { "repo/relative/path.ts": "source text" }, known edges left out unless `all`. */
export function folderGraph(files, { all = false, known = KNOWN_EDGES } = {}) {
  const graph = new Map();
  for (const [file, text] of Object.entries(files)) {
    const from = folderOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of importsOf(text)) {
      const target = resolveSpecifier(file, specifier);
      const to = target && folderOf(target);
      if (to && to !== from && to !== "lib/generated" && (all || !known.includes(`${from} -> ${to}`))) graph.get(from).add(to);
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

/** Every source file under lib/ with its text (generated code and tests excepted: a test is no module's dependency). */
export function readLib(root = ROOT) {
  const files = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative !== "lib/generated") walk(relative);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith(".d.ts")) files[relative] = fs.readFileSync(path.join(root, relative), "utf8");
    }
  };
  walk("lib");
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const graph = folderGraph(readLib());
  const found = cycles(graph);
  for (const component of found) console.log(`cycle: ${cyclePath(graph, component).join(" -> ")} (folders: ${component.join(", ")})`);
  if (!found.length) console.log(`no folder cycles under lib (known exceptions left out: ${KNOWN_EDGES.length})`);
  process.exitCode = found.length ? 1 : 0;
}
