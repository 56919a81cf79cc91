// Each integration test file gets its own database, cloned from the migrated template.
import pg from "pg";
import { randomUUID } from "node:crypto";

const TEMPLATE_DB = process.env.REACH_TEST_TEMPLATE!;
const base = process.env.REACH_TEST_BASE_URL ?? process.env.DATABASE_URL!;
const name = `${process.env.REACH_TEST_RUN}_f${randomUUID().replaceAll("-", "").slice(0, 12)}`;

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: withDatabase(base, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Real hashing and real Postgres on a shared 2-core machine: 30 s a test. (Jest reads
// `testTimeout` from the global config only, not from a project's, hence here.)
jest.setTimeout(30_000);

process.env.NEXTAUTH_SECRET ??= "integration-test-secret-0123456789";
process.env.CRON_SECRET ??= "integration-cron-secret-0123456789";
process.env.PUSH_TEST_MODE ??= "1";

beforeAll(async () => {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
      break;
    } catch (error) {
      // Two files cloning the template at the same instant: try again shortly.
      if (attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  process.env.DATABASE_URL = withDatabase(base, name);
});

afterAll(async () => {
  // The job queue a test started (lib/queue/boss.ts), before its database goes.
  const { stopQueue } = await import("@/lib/queue/boss");
  await stopQueue(1000);
  const g = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } };
  await g.prisma?.$disconnect();
  g.prisma = undefined;
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});
