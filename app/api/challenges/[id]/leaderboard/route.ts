import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { CHALLENGE_LIMITS } from "@/lib/domain/challenges";
import { challengePageSchema } from "@/lib/schemas/challenges";
import { idParamsSchema } from "@/lib/schemas/params";
import { leaderboard } from "@/lib/services/challenges/member-challenges";

// GET /api/challenges/{id}/leaderboard?page=&limit= - the joined members by rank, named only by their choice
export const GET = withAuth(async ({ req, params, user }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const q = parseWith(challengePageSchema, Object.fromEntries(req.nextUrl.searchParams), "query");
  return leaderboard(user, id, { page: q.page ?? 1, limit: q.limit ?? CHALLENGE_LIMITS.pageDefault }, new Date());
});
