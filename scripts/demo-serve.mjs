import { resolveDatabaseUrl } from "./db/database-url.mjs";
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, migrateAndSeed, serveNext } from "./lib/proc.mjs";
import { buildIsStale } from "./lib/build-state.mjs";

export const DEMO_ACCOUNTS = {
  admin: { username: "demo-admin", password: "reach-admin-2026" },
  member: { username: "demo", password: "reach-demo-2026" },
};

const port = process.env.PORT ?? "3000";
ensureSecrets();
process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
const db = await resolveDatabaseUrl();
process.env.DATABASE_URL = db.url;
console.log(`Database: ${db.embedded ? "embedded PostgreSQL under .data/pg" : "DATABASE_URL"}`);

await migrateAndSeed({
  ...process.env,
  REACH_DEMO_SEED: "1",
  DEMO_ADMIN_USERNAME: DEMO_ACCOUNTS.admin.username,
  DEMO_ADMIN_PASSWORD: DEMO_ACCOUNTS.admin.password,
  DEMO_MEMBER_USERNAME: DEMO_ACCOUNTS.member.username,
  DEMO_MEMBER_PASSWORD: DEMO_ACCOUNTS.member.password,
});

if (buildIsStale()) {
  console.log("Building Reach (production build)...");
  await run("npm", ["run", "build"]);
}

// The demo plays the cron: daily resets, scheduled notifications and mindset reminders every
// minute (production calls /api/cron/tick from its scheduler, see README).
const cron = setInterval(() => {
  fetch(`http://localhost:${port}/api/cron/tick`, {
    method: "POST",
    headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
  }).catch(() => {});
}, 60_000);
serveNext({ port, db, onExit: () => clearInterval(cron) });

setTimeout(() => {
  console.log(`
  Reach is running on http://localhost:${port}

  Demo logins
    admin   ${DEMO_ACCOUNTS.admin.username} / ${DEMO_ACCOUNTS.admin.password}
    member  ${DEMO_ACCOUNTS.member.username} / ${DEMO_ACCOUNTS.member.password}
    registration code: ${process.env.DEMO_REGISTRATION_CODE ?? "DEMO2026"} (or 1 + six letters/digits + 1)
`);
}, 1500);
