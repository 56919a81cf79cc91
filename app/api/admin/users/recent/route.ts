import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { recentRegistrationsQuerySchema } from "@/lib/schemas/admin-users";
import { listRecentRegistrations } from "@/lib/services/admin/list-recent-registrations";

// GET /api/admin/users/recent?cursor=<id> - Recent Registrations: a page of the past 7 days'
// accounts, newest first, the next page's cursor and their count
export const GET = withAdmin(async ({ req, scope }) => {
  const query = parseWith(recentRegistrationsQuerySchema, { cursor: req.nextUrl.searchParams.get("cursor") ?? undefined }, "query");
  return listRecentRegistrations(scope, new Date(), query);
});
