// The server Playwright tests run against: a fresh database (reach_e2e, or E2E_DATABASE),
// migrated and seeded, then the production build (built first when it is stale).
import { ensureSecrets } from "./lib/secrets.mjs";
import { run, migrateAndSeed, serveNext } from "./lib/proc.mjs";
import { buildIsStale } from "./lib/build-state.mjs";
import { ensurePrismaClient } from "./lib/prisma-client.mjs";
import { handleExits } from "./lib/lifecycle.mjs";
import { freshDatabase } from "./db/fresh-database.mjs";
import { startTestProvider, TEST_CLIENT } from "../tests/support/oidc-test-provider.mjs";

handleExits();

const port = process.env.E2E_PORT ?? "3100";
const database = process.env.E2E_DATABASE ?? "reach_e2e";
ensureSecrets();
process.env.DATABASE_URL = await freshDatabase(database);
process.env.NEXTAUTH_URL = `http://localhost:${port}`;
process.env.PUSH_TEST_MODE = "1";
// Every spec registers its members from this one address (docs/decisions.md "Teams and roles").
process.env.REGISTRATIONS_PER_HOUR ??= "100000";
// The test identity provider on loopback (docs/product/sso.md): the app signs in through it.
const identityProvider = await startTestProvider({ redirectUris: [`http://localhost:${port}/api/auth/callback/oidc`] });
Object.assign(process.env, { OIDC_ISSUER: identityProvider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret, OIDC_LABEL: "Test IdP" });
await ensurePrismaClient();
await migrateAndSeed({ ...process.env, REACH_DEMO_SEED: "1", ADMIN_USERNAME: "e2e-admin", ADMIN_PASSWORD: "e2e-admin-pass", SEED_INVITE_CODES: "1E2E0AB1" });
if (buildIsStale(process.env.NEXT_DIST_DIR || ".next")) await run("npm", ["run", "build"]);
serveNext({ port });
