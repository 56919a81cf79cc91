import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { statsQuerySchema } from "@/lib/schemas/stats";
import { getStats } from "@/lib/services/stats/get-stats";

// GET /api/stats?range=week|month|year|all - the caller's history: days, rates, weekdays, bests, badges
export const GET = withAuth(async ({ req, user }) => {
  const { range } = parseWith(statsQuerySchema, { range: req.nextUrl.searchParams.get("range") ?? undefined }, "query");
  return getStats(user, range);
});
