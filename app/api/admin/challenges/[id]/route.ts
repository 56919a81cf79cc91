import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { CHALLENGE_LIMITS } from "@/lib/domain/challenges";
import { challengePageSchema } from "@/lib/schemas/challenges";
import { idParamsSchema } from "@/lib/schemas/params";
import { getChallenge } from "@/lib/services/challenges/manage-challenges";

// GET /api/admin/challenges/{id}?page=&limit= - a challenge's page: joined, on track, reached and its members by rank (paged)
export const GET = withAdmin(async ({ req, params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const q = parseWith(challengePageSchema, Object.fromEntries(req.nextUrl.searchParams), "query");
  return getChallenge(scope, id, { page: q.page ?? 1, limit: q.limit ?? CHALLENGE_LIMITS.pageDefault }, new Date());
});
