// The insights benchmark (docs/decisions.md "Progress, insights and the daily summary"): each coach insight read, and the progress, badges, points
// and daily-summary reads, through the route handler (session check included) for a member with
// a year of data, must answer in under 50 ms. Prints the median and worst of 15 calls after two
// warm-up calls:
//   npx jest tests/integration/insights-benchmark.test.ts
import { GET as goalInsights } from "@/app/api/insights/goals/route";
import { GET as progressInsights } from "@/app/api/insights/progress/route";
import { GET as behaviorInsights } from "@/app/api/insights/behavior/route";
import { GET as getProgress } from "@/app/api/progress/route";
import { GET as getBadges } from "@/app/api/badges/route";
import { GET as getPoints } from "@/app/api/points/route";
import { GET as getDailySummary } from "@/app/api/daily-summary/route";
import { db } from "@/lib/db";
import { addDays, localDate } from "@/lib/domain/day";
import { call, createMember } from "@/tests/support/api";
import { seedHistory } from "@/tests/support/seed-history-db";
import { seedInsightsStatements } from "@/tests/support/seed-insights";

const BUDGET_MS = 50;
const DAYS = 365;

test("a year of data: every insight read answers in under 50 ms", async () => {
  const today = localDate(new Date(), "UTC");
  const m = await createMember({ timeZone: "Pacific/Auckland" });
  // Other members' rows in the same tables, so the indexes have something to skip.
  const others = await Promise.all([createMember(), createMember()]);
  for (const u of [m, ...others]) {
    await seedHistory(u.user.id, addDays(today, -DAYS), addDays(today, -1));
    for (const { text, values } of seedInsightsStatements(u.user.id, today)) await db.$executeRawUnsafe(text, ...values);
  }
  await db.$executeRawUnsafe("ANALYZE");
  const reads = [
    ["GET /api/insights/goals", goalInsights, undefined],
    ["GET /api/insights/progress", progressInsights, undefined],
    ["GET /api/insights/behavior", behaviorInsights, undefined],
    ["GET /api/progress", getProgress, undefined],
    ["GET /api/badges", getBadges, undefined],
    ["GET /api/points", getPoints, "/api/points?limit=20"],
    ["GET /api/daily-summary", getDailySummary, undefined],
  ] as const;
  const lines: string[] = [];
  for (const [name, route, path] of reads) {
    const times: number[] = [];
    for (let i = 0; i < 17; i++) {
      const start = performance.now();
      const res = await call(route, { cookie: m.cookie, path });
      if (i >= 2) times.push(performance.now() - start);
      expect(res.status).toBe(200);
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)];
    lines.push(`${name}: median ${median.toFixed(1)} ms, worst ${times[times.length - 1].toFixed(1)} ms (${DAYS} days of data)`);
    expect({ name, fast: median < BUDGET_MS }).toEqual({ name, fast: true });
  }
  console.log(lines.join("\n"));
}, 120_000);
