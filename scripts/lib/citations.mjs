// What the docs and the code comments cite must exist (docs/decisions.md "One home for the
// member's write", the map kept true): every repository path cited in docs/**/*.md and README.md,
// and in a comment of the code (lib, components, app, server, scripts, e2e-engines, e2e, tests and
// the root's files), names a file or folder of the tree; and the code never cites an issue by its
// number (issues live outside the repository: cite the docs/decisions.md topic or the
// docs/product section instead). `node scripts/lib/citations.mjs` prints what is wrong; its jest
// test fails on it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SOURCE_ROOTS } from "./folder-cycles.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;
const TOP = ["app", "components", "lib", "scripts", "server", "e2e", "e2e-engines", "tests", "docs", "prisma", "public"];
const ROOT_FILES = ["proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.mjs", "jest.config.ts", "playwright.config.ts", "eslint.config.mjs", "tailwind.config.ts", "postcss.config.mjs", "prisma.config.ts", "package.json", "package-lock.json", "tsconfig.json", "README.md", ".node-version"];
/** Paths made by a build, an install or a run (not in the tree until then). */
const MADE = [/^lib\/generated(\/|$)/, /^e2e\/\.auth(\/|$)/, /^docs\/screenshots\//, /^test-results/];
const PATH = new RegExp(`(?<![\\w./@-])((?:${TOP.join("|")})/[\\w.\\-\\[\\]()@*/]*[\\w\\]*)]|(?:${ROOT_FILES.map((f) => f.replace(/\./g, "\\.")).join("|")})(?![\\w-]))`, "g");
/** An issue cited by its number: the word, a space and a digit, in either case. */
export const ISSUE_NUMBER = /\bissues? \d/i;

/** The comment text of a line of code: after `//`, or a block comment's line. Strings are not comments. */
export function commentOf(line) {
  const trimmed = line.trim();
  if (/^(\/\*|\*|\{\/\*|\/\/)/.test(trimmed)) return trimmed;
  const at = line.search(/(?<![:"'`\\])\/\/ /);
  return at >= 0 ? line.slice(at) : "";
}

/** The repository paths a text cites (anchors, line numbers and trailing punctuation dropped). */
export function citedPaths(text) {
  return [...text.matchAll(PATH)]
    .flatMap((m) => m[1].split("]("))
    .map((cited) => cited.replace(/[#:].*$/, "").replace(/[.,;]+$/, "").replace(/\)$/, (close, at, all) => (all.split("(").length < all.split(")").length ? "" : close)))
    .filter((p) => p && !/[<{$]/.test(p) && new RegExp(`^(?:${TOP.join("|")})/|^[\\w.-]+$`).test(p));
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", ".mts", ".d.mts", ".md", ".json", ".css", ".spec.ts", ".test.ts", ".test.tsx"];
const globRegex = (glob) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*/g, "\u0000").replace(/\*/g, "[^/]*").replace(/\u0000/g, ".*")}$`);

/** Whether a cited path names something in the tree `root` (a module cited without its extension counts). */
export function pathExists(cited, root = ROOT, all = null) {
  if (MADE.some((made) => made.test(cited))) return true;
  const bare = cited.replace(/\/+$/, "");
  if (bare.includes("*")) return (all ?? listAll(root)).some((file) => globRegex(bare).test(file) || globRegex(`${bare}/**`).test(file));
  if (EXTENSIONS.some((ext) => fs.existsSync(path.join(root, bare + ext)))) return true;
  // A family of files cited by their common start ("components/ui/lazy-", "components/profile/delete-account").
  return (all ?? listAll(root)).some((file) => file.startsWith(`${bare}-`) || file.startsWith(`${bare.replace(/-$/, "")}-`));
}

function listAll(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!["node_modules", ".git", ".next", ".data"].includes(entry.name) && !entry.name.startsWith(".next-")) walk(relative);
      } else out.push(relative);
    }
  };
  walk("");
  return out;
}

/** The files read: the docs (docs/**, README.md) and every code file of the source folders and the root. */
export function citingFiles(root = ROOT) {
  const all = listAll(root);
  const docs = all.filter((f) => (f.startsWith("docs/") && f.endsWith(".md")) || f === "README.md");
  const code = all.filter((f) => CODE.test(f) && !f.startsWith("lib/generated/") && (SOURCE_ROOTS.includes(f.split("/")[0]) || !f.includes("/")));
  return { docs, code, all };
}

/** What is wrong: cited paths that do not exist ({ file, line, cited }) and issue numbers cited in code ({ file, line, text }). */
export function problems(root = ROOT) {
  const { docs, code, all } = citingFiles(root);
  const missing = [];
  const issues = [];
  const check = (file, lineNo, text) => {
    for (const cited of citedPaths(text)) if (!pathExists(cited, root, all)) missing.push({ file, line: lineNo, cited });
  };
  for (const file of docs) fs.readFileSync(path.join(root, file), "utf8").split("\n").forEach((line, i) => check(file, i + 1, line));
  for (const file of code) {
    fs.readFileSync(path.join(root, file), "utf8").split("\n").forEach((line, i) => {
      if (ISSUE_NUMBER.test(line)) issues.push({ file, line: i + 1, text: line.trim().slice(0, 120) });
      check(file, i + 1, commentOf(line));
    });
  }
  return { missing, issues };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { missing, issues } = problems();
  for (const m of missing) console.log(`${m.file}:${m.line}: ${m.cited} does not exist`);
  for (const m of issues) console.log(`${m.file}:${m.line}: cites an issue number: ${m.text}`);
  if (!missing.length && !issues.length) console.log("every cited path exists; no issue numbers in the code");
  process.exitCode = missing.length || issues.length ? 1 : 0;
}
