// `npm run build`'s last step: the queue process (lib/worker/worker-main.ts and the lib/ code it
// runs) bundled into one plain JavaScript file inside the Next build folder
// (server/queue-process.mjs queueBundlePath), so production runs no TypeScript compiler: npm start's
// queue process and `npm run worker` start it with plain Node. Packages stay in node_modules
// (imported at run time); "server-only" is the empty module it is on a server.
import path from "node:path";
import { build } from "esbuild";
import { QUEUE_SOURCE, queueBundlePath } from "../server/queue-process.mjs";

const outfile = queueBundlePath();
const serverOnly = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
  },
};

// The queue process never needs Next's request runtime, and Node's ESM cannot import "next/server"
// (no exports map): a job's code that pulls it in fails here, at build, not at the queue's start.
const noNext = {
  name: "no-next",
  setup(b) {
    b.onResolve({ filter: /^next(\/|$)/ }, (args) => ({ errors: [{ text: `the queue worker imports ${args.path} (from ${path.relative(process.cwd(), args.importer)}): keep Next out of job code` }] }));
  },
};

const started = Date.now();
await build({
  entryPoints: [QUEUE_SOURCE],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  tsconfig: "tsconfig.json",
  plugins: [serverOnly, noNext],
  sourcemap: "linked",
  logLevel: "warning",
  legalComments: "none",
});
console.log(`queue worker built: ${path.relative(process.cwd(), outfile)} (${Date.now() - started} ms)`);
