import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { inboxQuerySchema } from "@/lib/schemas/conversations";
import { listInbox } from "@/lib/services/conversations/inbox";

// GET /api/admin/conversations?q=&cursor=&limit=&view=open|done (&team=) - a page of the coach's inbox, waiting first
export const GET = withAdmin(async ({ req, scope }) => {
  const params = req.nextUrl.searchParams;
  // The known parameters only (the browser's call layer adds _t to every GET).
  const query = Object.fromEntries(["q", "cursor", "limit", "view"].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : [])));
  return listInbox(scope, parseWith(inboxQuerySchema, query, "query"));
});
