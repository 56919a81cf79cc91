import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { messagePageQuerySchema } from "@/lib/schemas/conversations";
import { getStaffConversation } from "@/lib/services/conversations/staff-conversation";

// GET /api/admin/conversations/{member id}?before=&limit= - a page of one member's conversation (404 outside the caller's teams)
export const GET = withAdmin(async ({ req, params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const search = req.nextUrl.searchParams;
  const query = Object.fromEntries(["before", "limit"].flatMap((k) => (search.has(k) ? [[k, search.get(k)]] : [])));
  return getStaffConversation(scope, id, parseWith(messagePageQuerySchema, query, "query"));
});
