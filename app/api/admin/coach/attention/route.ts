import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { attentionQuerySchema } from "@/lib/schemas/coach";
import { listAttention } from "@/lib/services/coach/list-attention";

// GET /api/admin/coach/attention?reason=&q=&cursor=&limit=&view=open|contacted - a page of members who need the coach
export const GET = withAdmin(async ({ req }) => {
  const query = Object.fromEntries(req.nextUrl.searchParams);
  return listAttention(parseWith(attentionQuerySchema, query, "query"), new Date());
});
