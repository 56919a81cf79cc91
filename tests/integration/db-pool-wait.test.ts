// A busy pool is not an outage (docs/decisions.md "Waiting for a pool connection is not an outage"): a query that waits longer than the 3 s connect
// timeout for a free connection still runs once one is free; it answers 503 only past
// DB_POOL_WAIT_MS. One connection in the pool, held 3.5 s by a sleeping query.
import { DB_CONNECT_TIMEOUT_MS, DB_POOL_WAIT_MS, db } from "@/lib/db";

process.env.DATABASE_POOL_MAX = "1";

it("waits for a busy pool's connection past the connect timeout", async () => {
  expect(DB_POOL_WAIT_MS).toBeGreaterThan(DB_CONNECT_TIMEOUT_MS + 1_000);
  await db.$queryRaw`SELECT 1`;
  const started = Date.now();
  const holder = db.$queryRaw`SELECT 1 AS slept FROM pg_sleep(${(DB_CONNECT_TIMEOUT_MS + 500) / 1000}::float8)`;
  await new Promise((r) => setTimeout(r, 50));
  const [row] = await db.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`;
  await holder;
  expect(row.ok).toBe(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(DB_CONNECT_TIMEOUT_MS);
}, 30_000);
