import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { adminNotificationsQuerySchema } from "@/lib/schemas/admin-notifications";
import { listAllNotifications } from "@/lib/services/admin/list-all-notifications";

// GET /api/admin/notifications?kind=all|admin|badges|reminders&q=<text>&cursor=<c>&limit=<n>
// - the Message Center a page at a time, newest first, with the number of matches
export const GET = withAdmin(async ({ req, scope }) => {
  const params = req.nextUrl.searchParams;
  const query = Object.fromEntries(["cursor", "limit", "kind", "q"].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : [])));
  return listAllNotifications(scope, parseWith(adminNotificationsQuerySchema, query, "query"));
});
