// The demo's production build (scripts/demo-serve.mjs; docs/decisions.md "The newcomer's first
// page"): the same `npm run build` as CI, without Next's TypeScript pass (NEXT_SKIP_TYPECHECK,
// next.config.mjs). A fresh clone's type check is `npm test`'s (tsc --noEmit) and CI's job; in the
// demo it only delayed the first page (a 36 s pass on a quiet machine) for code it cannot change.

/** The environment of the demo's build. */
export function demoBuildEnv(env = process.env) {
  return { ...env, NEXT_SKIP_TYPECHECK: "1" };
}
