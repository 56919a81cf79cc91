import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { pointsQuerySchema } from "@/lib/schemas/progress";
import { listPoints } from "@/lib/services/points/list-points";

// GET /api/points?cursor=<id>&limit=<n> - the caller's points history, newest first
export const GET = withAuth(async ({ req, user }) => {
  const params = req.nextUrl.searchParams;
  const query = { cursor: params.get("cursor") ?? undefined, limit: params.get("limit") ?? undefined };
  return listPoints(user, parseWith(pointsQuerySchema, query, "query"));
});
