// Brotli for the build's static files (docs/decisions.md "Brotli for the static files"):
// `npm run build` writes a .br copy next to each script and stylesheet of <distDir>/static
// (quality 11, once per build), and the production server (app-server.mjs) sends that copy to a
// browser that accepts br, instead of Next's on-the-fly gzip: some 15 % fewer bytes for the same
// file. Nothing else changes: the same URLs, the same immutable caching; a browser without br, a
// file without a copy, and the development server still get Next's answer.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { BASE_HEADERS } from "../lib/security/base-headers.mjs";

const TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
/** Smaller files gain too little from a copy. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const BASE = Object.fromEntries(BASE_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const compressible = (file) => Object.hasOwn(TYPES, path.extname(file)) && statSync(file).size >= MIN_BYTES;

/** A copy made from this very file (not one left from an older file of the same name). */
const upToDate = (file) => existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs;

/** Writes `<file>.br` for every script and stylesheet under `<distDir>/static` without an up-to-date one. */
export async function precompress(distDir) {
  const todo = [...files(path.join(distDir, "static"))].filter((f) => compressible(f) && !upToDate(f));
  let before = 0;
  let after = 0;
  // zlib runs on libuv's thread pool: a few at a time keep every core busy.
  for (let i = 0; i < todo.length; i += 4) {
    await Promise.all(
      todo.slice(i, i + 4).map(async (file) => {
        const source = readFileSync(file);
        const packed = await brotli(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        writeFileSync(`${file}.br`, packed);
        before += source.length;
        after += packed.length;
      }),
    );
  }
  return { files: todo.length, before, after };
}

/** True when the request's Accept-Encoding takes br (and does not refuse it with q=0). */
export function acceptsBrotli(header) {
  if (!header) return false;
  return String(header)
    .split(",")
    .some((part) => {
      const [name, ...params] = part.trim().split(";");
      if (name.trim().toLowerCase() !== "br") return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * The handler for `/_next/static/...`: answers GET and HEAD of a file that has a .br copy, for a
 * browser that accepts br, and returns true; returns false for anything else (Next answers it).
 * The copies are read once, at start: a URL is looked up, never turned into a path.
 */
export function brotliAssets(distDir) {
  const root = path.join(distDir, "static");
  const copies = new Map();
  for (const file of files(root)) {
    if (!file.endsWith(".br")) continue;
    const original = file.slice(0, -3);
    const type = TYPES[path.extname(original)];
    if (!type || !existsSync(original)) continue;
    const url = `/_next/static/${path.relative(root, original).split(path.sep).join("/")}`;
    copies.set(url, { type, body: readFileSync(file) });
  }
  return function serve(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const copy = copies.get(query === -1 ? url : url.slice(0, query));
    if (!copy || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    res.writeHead(200, {
      ...BASE,
      "content-type": copy.type,
      "content-encoding": "br",
      "content-length": copy.body.length,
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : copy.body);
    return true;
  };
}
