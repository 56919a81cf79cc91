import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { reviewQueueQuerySchema } from "@/lib/schemas/check-ins";
import { reviewQueue } from "@/lib/services/check-ins/review-queue";

// GET /api/admin/check-ins/review?cursor=&form= - answers not reviewed yet in the scope, flagged first, 20 a page
export const GET = withAdmin(async ({ req, scope }) => {
  const search = req.nextUrl.searchParams;
  const query = parseWith(reviewQueueQuerySchema, { cursor: search.get("cursor") ?? undefined, form: search.get("form") ?? undefined }, "query");
  return reviewQueue(scope, query);
});
