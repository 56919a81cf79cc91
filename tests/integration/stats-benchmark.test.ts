// The stats benchmark (docs/decisions.md "Profile, calendar, stats and export"): GET /api/stats for a member with two years of daily data,
// through the route handler (session check included), must answer in under 100 ms. Prints the
// median and worst of 15 calls per range after two warm-up calls:
//   npx jest tests/integration/stats-benchmark.test.ts
import { GET as getStats } from "@/app/api/stats/route";
import { db } from "@/lib/db";
import { addDays, localDate } from "@/lib/domain/day";
import { call, createMember } from "@/tests/support/api";
import { seedHistory } from "@/tests/support/seed-history-db";

const BUDGET_MS = 100;

test("two years of daily data: every range answers in under 100 ms", async () => {
  const today = localDate(new Date(), "UTC");
  const first = addDays(today, -730);
  const m = await createMember({ timeZone: "America/Los_Angeles" });
  await db.user.update({ where: { id: m.user.id }, data: { dateCreated: new Date(`${first}T12:00:00Z`) } });
  // Other members' rows in the same tables, so the indexes have something to skip.
  const others = await Promise.all([createMember(), createMember()]);
  for (const u of [m, ...others]) await seedHistory(u.user.id, first, addDays(today, -1));
  await db.$executeRawUnsafe("ANALYZE");
  const lines: string[] = [];
  for (const range of ["week", "month", "year", "all"]) {
    const times: number[] = [];
    for (let i = 0; i < 17; i++) {
      const start = performance.now();
      const res = await call(getStats, { cookie: m.cookie, path: `/api/stats?range=${range}` });
      if (i >= 2) times.push(performance.now() - start);
      expect(res.status).toBe(200);
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)];
    lines.push(`GET /api/stats?range=${range}: median ${median.toFixed(1)} ms, worst ${times[times.length - 1].toFixed(1)} ms (731 days)`);
    expect({ range, fast: median < BUDGET_MS }).toEqual({ range, fast: true });
  }
  console.log(lines.join("\n"));
}, 120_000);
