// A send to all lands in the bell of every member who exists, so outside CI (two Playwright
// workers) it could shift the counts and rows of a test in the other worker. A Postgres advisory
// lock keeps the two apart (docs/decisions.md "Sends to all share one spec file"): a test that
// counts a member's notifications holds it shared, a test that sends to all (or fires the cron
// tick, which at 9 AM, 1 PM and 5 PM reminds every member in that hour) holds it alone.
// Postgres queues a new shared request behind a waiting exclusive one, so neither side starves.
// The wait counts toward the test's time: a test that takes the lock allows for the longest holder
// on the other side (the scheduled message's test, from its first tick, about 70 s).
import pg from "pg";
import { e2eDatabaseUrl } from "./database";

const KEY = 7_240_501; // any number no other advisory lock of the e2e database uses

export type BellUse = "counts" | "sends to all";

/** Takes the lock over its own connection; the returned function releases it (by closing that). */
export async function takeBellLock(use: BellUse): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(use === "counts" ? "SELECT pg_advisory_lock_shared($1)" : "SELECT pg_advisory_lock($1)", [KEY]);
  } catch (error) {
    await client.end();
    throw error;
  }
  return () => client.end();
}
