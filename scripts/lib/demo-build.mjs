// The demo's production build (scripts/demo-serve.mjs; docs/decisions.md "The newcomer's first
// page"): `npm run build` without what only delays a newcomer's first page:
// - Next's TypeScript pass (NEXT_SKIP_TYPECHECK, next.config.mjs): a fresh clone's type check is
//   `npm test`'s (tsc --noEmit) and CI's job; the demo cannot change the code it checks;
// - Turbopack's filesystem cache of the build (NEXT_BUILD_FS_CACHE=0, next.config.mjs): written at
//   the end of every build for the next one, 10-25 s that a first start does not use;
// - the Prisma client generation (demo-serve has just made sure of it);
// - the brotli copies of the static files (precompress.mjs): on localhost the server's own
//   compression answers as well, and `npm run build` still writes them for production.
// The compile hints, the queue process and the service worker stay (a second or so each; the
// server does not start without the queue process).

/** The environment of the demo's build. */
export function demoBuildEnv(env = process.env) {
  return { ...env, NEXT_SKIP_TYPECHECK: "1", NEXT_BUILD_FS_CACHE: "0", NEXT_TELEMETRY_DISABLED: "1" };
}

/** The demo's build, as [command, args] steps run in order. */
export const DEMO_BUILD_STEPS = [
  ["node_modules/.bin/next", ["build"]],
  [process.execPath, ["scripts/compile-hints.mjs"]],
  [process.execPath, ["scripts/build-queue-worker.mjs"]],
  [process.execPath, ["scripts/build-sw.mjs"]],
];
