// The demo's production build (scripts/demo-serve.mjs; docs/decisions.md "The newcomer's first
// page"): `npm run build` without what only delays a newcomer's first page:
// - Next's TypeScript pass (NEXT_SKIP_TYPECHECK, next.config.mjs): a fresh clone's type check is
//   `npm test`'s (tsc --noEmit) and CI's job; the demo cannot change the code it checks;
// - the Prisma client generation (demo-serve has just made sure of it);
// - the brotli copies of the static files (precompress.mjs): on localhost the server's own
//   compression answers as well, and `npm run build` still writes them for production.
// The compile hints stay (a few scripts, a second).

/** The environment of the demo's build. */
export function demoBuildEnv(env = process.env) {
  return { ...env, NEXT_SKIP_TYPECHECK: "1", NEXT_TELEMETRY_DISABLED: "1" };
}

/** The demo's build, as [command, args] steps run in order. */
export const DEMO_BUILD_STEPS = [
  ["node_modules/.bin/next", ["build"]],
  [process.execPath, ["scripts/compile-hints.mjs"]],
];
