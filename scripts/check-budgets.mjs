// The script budgets of docs/decisions.md "Script budgets", checked on the production build (npm test runs it right after
// the build): prints every route's first-load script (gzip) and exits 1 when a budgeted route
// (login "/" and the member screens) is over its budget. Usage: node scripts/check-budgets.mjs [distDir]
import { BUDGETS, GOALS, checkBudgets, kB, readBuild } from "./lib/budgets.mjs";

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next";
const rows = readBuild(distDir);
console.log(`First-load script per route (gzip), ${distDir}:`);
for (const row of rows) {
  const budget = BUDGETS[row.route];
  const goal = GOALS[row.route];
  const toGoal = goal ? `, goal ${kB(goal)}${row.gzipBytes > goal ? `: ${kB(row.gzipBytes - goal)} to go` : ": met"}` : "";
  const limits = budget ? `  (budget ${kB(budget)}${toGoal})` : "";
  console.log(`  ${row.route.padEnd(28)} ${kB(row.gzipBytes).padStart(9)}  ${String(row.chunks).padStart(2)} chunks${limits}`);
}
const verdicts = checkBudgets(rows);
const failed = verdicts.filter((v) => !v.ok);
for (const v of failed) console.error(`Budget exceeded: ${v.route} ${v.gzipBytes === null ? "" : kB(v.gzipBytes)} > ${kB(v.limit)} (${v.reason})`);
if (failed.length) process.exit(1);
console.log("Script budgets: ok");
