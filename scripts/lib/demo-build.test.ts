// The demo's build skips Next's type check; npm test keeps its own (docs/decisions.md "The
// newcomer's first page").
import { readFileSync } from "node:fs";
import { demoBuildEnv } from "./demo-build.mjs";

it("builds the demo without Next's TypeScript pass, keeping the rest of the environment", () => {
  expect(demoBuildEnv({ PATH: "/bin", PORT: "3000" })).toEqual({ PATH: "/bin", PORT: "3000", NEXT_SKIP_TYPECHECK: "1" });
  expect(readFileSync("next.config.mjs", "utf8")).toMatch(/ignoreBuildErrors: process\.env\.NEXT_SKIP_TYPECHECK === "1"/);
  expect(readFileSync("scripts/demo-serve.mjs", "utf8")).toMatch(/run\("npm", \["run", "build"\], \{ env: demoBuildEnv\(\) \}\)/);
});

it("npm test still type-checks", () => {
  expect(readFileSync("scripts/test-steps.mjs", "utf8")).toMatch(/run\(npmBin\("tsc"\), \["--noEmit"\]\)/);
});
