import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { messagePageQuerySchema } from "@/lib/schemas/conversations";
import { readMessages } from "@/lib/services/conversations/read-messages";

// GET /api/conversation?before=&limit= - a page of the caller's conversation with their coaches, oldest first, and both "seen" markers
export const GET = withAuth(async ({ req, user }) => {
  const params = req.nextUrl.searchParams;
  const query = Object.fromEntries(["before", "limit"].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : [])));
  return readMessages(user.id, parseWith(messagePageQuerySchema, query, "query"));
});
