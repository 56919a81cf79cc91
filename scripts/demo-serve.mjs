// The demo after the install (scripts/demo.mjs): one demo per data folder, the port checked before
// anything starts, then Prisma client, the build (when stale) alongside Postgres, migrations and seed, then Next.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resolveDatabaseUrl } from "./db/database-url.mjs";
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, migrateAndSeed, serveNext } from "./lib/proc.mjs";
import { buildIsStale } from "./lib/build-state.mjs";
import { DEMO_BUILD_STEPS, demoBuildEnv } from "./lib/demo-build.mjs";
import { ensurePrismaClient } from "./lib/prisma-client.mjs";
import { UserError, onCleanup } from "./lib/lifecycle.mjs";
import { DATA_DIR, assertPortFree, livePid } from "./lib/preflight.mjs";

export const DEMO_ACCOUNTS = {
  admin: { username: "demo-admin", password: "reach-admin-2026" },
  member: { username: "demo", password: "reach-demo-2026" },
};

const started = Date.now();
const port = process.env.PORT ?? "3000";
const pidFile = path.join(DATA_DIR, "demo.pid");
const running = livePid(pidFile);
if (running && running !== process.pid) {
  const runningPort = readFileSync(pidFile, "utf8").split("\n")[1] || port;
  throw new UserError(`Reach's demo is already running (pid ${running}): open http://localhost:${runningPort}, or stop it with Ctrl-C in its terminal first.`);
}
await assertPortFree(port, "Reach");
writeFileSync(pidFile, `${process.pid}\n${port}\n`);
onCleanup(() => existsSync(pidFile) && rmSync(pidFile));

ensureSecrets();
process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
await ensurePrismaClient();
// The build needs no database: it starts first and runs while Postgres starts, migrates and seeds
// (docs/decisions.md "The newcomer's first page"); its failure is reported when it is awaited.
const building = buildIsStale(process.env.NEXT_DIST_DIR || ".next") ? buildDemo() : Promise.resolve();
building.catch(() => {});
const db = await resolveDatabaseUrl();
process.env.DATABASE_URL = db.url;
console.log(`Database: ${db.embedded ? `embedded PostgreSQL under ${path.relative(process.cwd(), DATA_DIR) || DATA_DIR}/pg` : "DATABASE_URL"}`);

await migrateAndSeed({
  ...process.env,
  REACH_DEMO_SEED: "1",
  DEMO_ADMIN_USERNAME: DEMO_ACCOUNTS.admin.username,
  DEMO_ADMIN_PASSWORD: DEMO_ACCOUNTS.admin.password,
  DEMO_MEMBER_USERNAME: DEMO_ACCOUNTS.member.username,
  DEMO_MEMBER_PASSWORD: DEMO_ACCOUNTS.member.password,
});

await building;
await assertPortFree(port, "Reach");

// The demo plays the cron: every minute it enqueues the tick (daily resets, scheduled notifications
// and mindset reminders), which the server's queue process runs (production calls
// /api/cron/tick from its scheduler, see README "The cron route").
const base = `http://localhost:${port}`;
const cron = setInterval(() => {
  fetch(`${base}/api/cron/tick`, { method: "POST", headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } }).catch(() => {});
}, 60_000);
serveNext({ port, onExit: () => clearInterval(cron) });

async function announceWhenReady() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`
  Reach is running on ${base} (ready in ${((Date.now() - started) / 1000).toFixed(0)} s; Ctrl-C stops it and its database)

  Demo logins
    admin   ${DEMO_ACCOUNTS.admin.username} / ${DEMO_ACCOUNTS.admin.password}
    member  ${DEMO_ACCOUNTS.member.username} / ${DEMO_ACCOUNTS.member.password}
    registration code: ${process.env.DEMO_REGISTRATION_CODE ?? "DEMO2026"} (the Default team's; more codes in /admin, Teams)
`);
}
announceWhenReady();

async function buildDemo() {
  console.log("Building Reach (production build, while the database starts)...");
  for (const [command, args] of DEMO_BUILD_STEPS) await run(command, args, { env: demoBuildEnv() });
}
