import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { attentionQuerySchema } from "@/lib/schemas/coach";
import { listAttention } from "@/lib/services/coach/list-attention";

// GET /api/admin/coach/attention?reason=&q=&cursor=&limit=&view=open|contacted - a page of members who need the coach
export const GET = withAdmin(async ({ req, scope }) => {
  const params = req.nextUrl.searchParams;
  // The known parameters only (the browser's call layer adds _t to every GET).
  const query = Object.fromEntries(["reason", "q", "cursor", "limit", "view"].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : [])));
  return listAttention(scope, parseWith(attentionQuerySchema, query, "query"), new Date());
});
