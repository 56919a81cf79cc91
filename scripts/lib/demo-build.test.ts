// The demo's build leaves out only what delays a newcomer's first page; npm run build and npm test
// keep the type check (docs/decisions.md "The newcomer's first page").
import { readFileSync } from "node:fs";
import { DEMO_BUILD_STEPS, demoBuildEnv } from "./demo-build.mjs";

it("builds the demo without Next's TypeScript pass or its build cache, keeping the rest of the environment", () => {
  expect(demoBuildEnv({ PATH: "/bin", PORT: "3000" })).toEqual({ PATH: "/bin", PORT: "3000", NEXT_SKIP_TYPECHECK: "1", NEXT_BUILD_FS_CACHE: "0", NEXT_TELEMETRY_DISABLED: "1" });
  expect(readFileSync("next.config.mjs", "utf8")).toMatch(/ignoreBuildErrors: process\.env\.NEXT_SKIP_TYPECHECK === "1"/);
  expect(readFileSync("next.config.mjs", "utf8")).toMatch(/turbopackFileSystemCacheForBuild: process\.env\.NEXT_BUILD_FS_CACHE !== "0"/);
  expect(readFileSync("scripts/demo-serve.mjs", "utf8")).toMatch(/for \(const \[command, args\] of DEMO_BUILD_STEPS\) await run\(command, args, \{ env: demoBuildEnv\(\) \}\)/);
});

it("runs next build, the compile hints, the queue process and the service worker, not the brotli copies or a second Prisma generate", () => {
  const steps = DEMO_BUILD_STEPS.map(([command, args]) => `${command.split("/").pop()} ${args.join(" ")}`);
  expect(steps).toEqual([
    "next build",
    expect.stringMatching(/ scripts\/compile-hints\.mjs$/),
    expect.stringMatching(/ scripts\/build-queue-worker\.mjs$/),
    expect.stringMatching(/ scripts\/build-sw\.mjs$/),
  ]);
});

it("builds every step of npm run build that the server needs (a fresh clone's demo served nothing without the queue process)", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const scripts = DEMO_BUILD_STEPS.flatMap(([, args]) => args.filter((a) => a.startsWith("scripts/")));
  for (const step of ["scripts/build-queue-worker.mjs", "scripts/build-sw.mjs"]) {
    expect(pkg.scripts.build).toContain(step);
    expect(scripts).toContain(step);
  }
});

it("npm run build and npm test still type-check", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  expect(pkg.scripts.build).toContain("next build");
  expect(readFileSync("scripts/test-steps.mjs", "utf8")).toMatch(/run\(npmBin\("tsc"\), \["--noEmit"\]\)/);
});
