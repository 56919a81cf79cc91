// Is the production build older than the sources? (npm run demo rebuilds only when needed)
import { statSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { queueBundlePath } from "../../server/queue-process.mjs";

const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "next.config.mjs", "package.json", "package-lock.json", "tailwind.config.ts", "postcss.config.mjs", "prisma/schema.prisma"];
const SKIP = new Set(["generated", "node_modules"]);

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) if (!SKIP.has(entry)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function buildIsStale(distDir = ".next") {
  const id = path.join(distDir, "BUILD_ID");
  // A build from before `npm run build` made the queue process (server/queue-process.mjs) is stale too.
  if (!existsSync(id) || !existsSync(queueBundlePath(distDir))) return true;
  const built = statSync(id).mtimeMs;
  return SOURCES.some((s) => newest(s) > built);
}
