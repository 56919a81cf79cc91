// npm run bench:check-ins (docs/decisions.md "Check-ins"): the check-ins benchmark at 100,000
// members (or `-- --members N`), run as the integration test tests/integration/check-ins-benchmark.test.ts
// against the embedded Postgres (a migrated throwaway database): it prints each figure and fails
// when a goal is missed or a timed page holds no rows. `npm test` runs the same file at 2,000.
import { spawn } from "node:child_process";

const membersArg = process.argv.indexOf("--members");
const members = Number(membersArg > 0 ? process.argv[membersArg + 1] : (process.env.CHECK_INS_BENCH_MEMBERS ?? 100_000));
if (!Number.isInteger(members) || members < 10) {
  console.error("--members must be a whole number of at least 10");
  process.exit(2);
}
const jest = spawn(process.execPath, ["node_modules/jest/bin/jest.js", "tests/integration/check-ins-benchmark.test.ts"], {
  env: { ...process.env, CHECK_INS_BENCH_MEMBERS: String(members) },
  stdio: "inherit",
});
jest.on("exit", (code) => process.exit(code ?? 1));
