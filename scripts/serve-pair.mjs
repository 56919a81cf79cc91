// Two production servers against one database, as a deployment with two app instances runs
// (docs/decisions.md "Two servers are tested in Playwright, not Jest"; e2e/two-servers.spec.ts starts this): a fresh database (TWO_SERVERS_DATABASE,
// default reach_two_servers), migrated and seeded, then `next start` on each of TWO_SERVERS_PORTS
// (default 3121,3122) from the same build (built first only when there is none) and secrets. Either server ending stops both.
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, migrateAndSeed, serveNext } from "./lib/proc.mjs";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensurePrismaClient } from "./lib/prisma-client.mjs";
import { handleExits } from "./lib/lifecycle.mjs";
import { freshDatabase } from "./db/fresh-database.mjs";

handleExits();

const ports = (process.env.TWO_SERVERS_PORTS ?? "3121,3122").split(",").map((p) => p.trim());
ensureSecrets();
process.env.DATABASE_URL = await freshDatabase(process.env.TWO_SERVERS_DATABASE ?? "reach_two_servers");
process.env.PUSH_TEST_MODE = "1";
await ensurePrismaClient();
// The e2e specs register with the e2e server's invite code (docs/decisions.md "Teams and roles"),
// from one address.
process.env.REGISTRATIONS_PER_HOUR ??= "100000";
await migrateAndSeed({ ...process.env, SEED_INVITE_CODES: "1E2E0AB1" });
// Uses the build that is there (the e2e run built it just before; rebuilding would pull it from
// under the e2e server); builds only when there is none.
if (!existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) await run("npm", ["run", "build"]);
for (const port of ports) {
  // Each server knows its own address (its Origin check also accepts the Host it was called by).
  process.env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
  serveNext({ port });
}
