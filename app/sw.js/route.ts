// GET /sw.js: the service worker scripts/build-sw.mjs wrote into the build folder (docs/decisions.md
// "Offline"). Never cached by the browser's HTTP cache, so a new build's worker is found at the next visit.
import { readFile } from "node:fs/promises";
import path from "node:path";

export const dynamic = "force-dynamic";

let cached: Buffer | undefined;

export async function GET(): Promise<Response> {
  try {
    cached ??= await readFile(path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "sw.js"));
  } catch {
    return new Response("// no service worker in this build: run npm run build\n", { status: 404, headers: { "Content-Type": "application/javascript; charset=UTF-8" } });
  }
  return new Response(new Uint8Array(cached), {
    headers: {
      "Content-Type": "application/javascript; charset=UTF-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
    },
  });
}
