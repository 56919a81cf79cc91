// The reset benchmark (docs/decisions.md "Fair streaks"): 100,000 members over 24 time
// zones and all six day start hours, a quarter each active yesterday, kept by a freeze, ending
// their streak and without one, a third with rest days and one in ten paused, are reset once by
// one cron tick (resetDueMembers, the entry point the tick and the queued job call) in <= 5 s.
// A second tick at the same instant resets nobody. Prints the time and the machine's load. In
// `npm test` (Jest runs other files beside it on the same cores) the time is reported, not
// asserted: a timed assertion there fails on a busy CI machine, not on a slow reset (5.99 s seen
// at load 1.3 per core). As the benchmark, alone, it asserts the 5 s budget:
//   RESET_BENCHMARK=1 npx jest tests/integration/reset-benchmark.test.ts
import { availableParallelism, loadavg } from "node:os";
import { db } from "@/lib/db";
import { resetDueMembers } from "@/lib/services/reset/reset-due-members";

const MEMBERS = 100_000;
const BUDGET_MS = 5_000;
const ZONES = [
  "Pacific/Pago_Pago", "Pacific/Honolulu", "America/Anchorage", "America/Los_Angeles", "America/Denver", "America/Chicago",
  "America/New_York", "America/Halifax", "America/Sao_Paulo", "Atlantic/South_Georgia", "Atlantic/Azores", "UTC",
  "Europe/Berlin", "Europe/Athens", "Europe/Moscow", "Asia/Dubai", "Asia/Karachi", "Asia/Kolkata",
  "Asia/Dhaka", "Asia/Bangkok", "Asia/Shanghai", "Asia/Tokyo", "Australia/Sydney", "Pacific/Auckland",
];
// Monday 16 March 2026, 18:00Z: the 16th (or the 17th east of +6) in every zone, past every day start.
const NOW = new Date("2026-03-16T18:00:00Z");

test(`one tick resets ${MEMBERS.toLocaleString("en-US")} members over 24 zones once, in <= ${BUDGET_MS / 1000} s`, async () => {
  await db.user.deleteMany({});
  await db.$executeRaw`
    INSERT INTO "User" ("username", "usernameKey", "passwordHash", "timeZone", "dayStartHour", "lastResetDate",
                        "lastActiveDate", "streakThrough", "streak", "freezes", "restDays")
    SELECT 'bench' || i, 'bench' || i, 'x', (${ZONES}::text[])[1 + i % 24], i % 6, '2026-03-15'::date,
           CASE i % 4 WHEN 0 THEN '2026-03-15'::date WHEN 1 THEN '2026-03-14'::date WHEN 2 THEN '2026-03-10'::date ELSE '2026-01-01'::date END,
           CASE i % 4 WHEN 0 THEN '2026-03-15'::date WHEN 1 THEN '2026-03-14'::date WHEN 2 THEN '2026-03-10'::date ELSE '2026-01-01'::date END,
           CASE i % 4 WHEN 3 THEN 0 ELSE 12 END, CASE i % 4 WHEN 1 THEN 2 ELSE 0 END,
           CASE WHEN i % 3 = 0 THEN '{1,7}'::smallint[] ELSE '{}'::smallint[] END
    FROM generate_series(1, ${MEMBERS}) AS i`;
  await db.$executeRaw`
    INSERT INTO "Pause" ("userId", "reason", "startDate", "endDate")
    SELECT "id", 'travel', '2026-03-12', '2026-03-18' FROM "User" WHERE "id" % 10 = 0`;
  await db.$executeRawUnsafe("VACUUM ANALYZE");

  const started = performance.now();
  const first = await resetDueMembers(NOW);
  const ms = performance.now() - started;
  const loadPerCore = loadavg()[0] / availableParallelism();
  console.log(`reset benchmark: ${first.resets} members reset in ${Math.round(ms)} ms (budget ${BUDGET_MS} ms; load ${loadPerCore.toFixed(1)} per core)`);
  expect(first).toEqual({ resets: MEMBERS, pagesCreated: MEMBERS });
  if (process.env.RESET_BENCHMARK === "1") expect(ms).toBeLessThanOrEqual(BUDGET_MS);

  expect(await resetDueMembers(NOW)).toEqual({ resets: 0, pagesCreated: 0 });
  const outcome = await db.$queryRaw<{ kept: number; ended: number; frozen: number }[]>`
    SELECT count(*) FILTER (WHERE "streak" > 0)::int AS "kept", count(*) FILTER (WHERE "streak" = 0)::int AS "ended",
           (SELECT count(*)::int FROM "JournalDay" WHERE "frozen") AS "frozen" FROM "User"`;
  console.log(`reset benchmark: ${JSON.stringify(outcome[0])}`);
  expect(outcome[0].frozen).toBeGreaterThan(0);
  expect(outcome[0].kept + outcome[0].ended).toBe(MEMBERS);
}, 300_000);
